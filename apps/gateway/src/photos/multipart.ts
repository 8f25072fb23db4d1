import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

export type UploadedPart = { field: string; filename: string; data: Buffer };

/**
 * Reads every part of a multipart body into memory, with the limits set when the plugin was
 * registered (count and per-file size). Files over the limit arrive `truncated`.
 */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ files: (UploadedPart & { truncated: boolean })[]; fields: Record<string, string> }> {
  const files: (UploadedPart & { truncated: boolean })[] = [];
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) return { files, fields };
  for await (const part of request.parts({ limits: {} })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const data = await file.toBuffer().catch(() => Buffer.alloc(0));
      files.push({ field: file.fieldname, filename: file.filename, data, truncated: file.file.truncated });
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { files, fields };
}
