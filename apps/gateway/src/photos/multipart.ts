import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { uploadMessages } from '@encontro/contracts';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

export type UploadedPart = { field: string; filename: string; data: Buffer; truncated: boolean };
export type MultipartBody = {
  files: UploadedPart[];
  fields: Record<string, string>;
  /** A file passed the absolute per-file limit, or more files came than allowed. */
  overLimit: 'size' | 'count' | null;
};

/**
 * Reads every part of a multipart body into memory within the limits set when the plugin was
 * registered; the handlers then apply the route's own limits with their pt-BR messages. A body that
 * cannot be read (no or wrong boundary, a part cut short, a truncated body) is a 400, and one with
 * more or larger form fields than any photo form has is a 413: nothing was stored yet, so the
 * handler stops there and changes nothing.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const body: MultipartBody = { files: [], fields: {}, overLimit: null };
  if (!request.isMultipart()) return body;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const data = await file.toBuffer();
        body.files.push({
          field: file.fieldname,
          filename: file.filename,
          data,
          truncated: file.file.truncated,
        });
      } else {
        body.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') body.overLimit = 'size';
    else if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') body.overLimit = 'count';
    else if (code === 'FST_FIELDS_LIMIT')
      throw new PayloadTooLargeException({ ptBr: uploadMessages.formTooLarge });
    // Everything else the parser (busboy) raises is a body it could not read.
    else throw new BadRequestException({ ptBr: uploadMessages.malformed });
  }
  return body;
}
