import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

type JsonSchema = { properties?: Record<string, object>; required?: string[] } & Record<string, unknown>;

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

/**
 * Documents a route's body from the same zod contract that validates it. `files` names the file
 * parts of a multipart body (documented as binary), which zod does not describe.
 */
export function ApiContract(summary: string, body?: z.ZodType, options: { files?: readonly string[] } = {}) {
  const decorators = [ApiOperation({ summary })];
  if (body || options.files) {
    const schema = jsonSchemaOf(body ?? z.object({}));
    for (const field of options.files ?? [])
      schema.properties = { ...schema.properties, [field]: { type: 'string', format: 'binary' } };
    decorators.push(ApiBody({ schema }));
  }
  return applyDecorators(...decorators);
}

/** Documents a route's query parameters from the zod contract its ZodPipe validates them with. */
export function ApiQueryContract(query: z.ZodType) {
  const schema = jsonSchemaOf(query);
  return applyDecorators(
    ...Object.entries(schema.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: schema.required?.includes(name) ?? false, schema: property }),
    ),
  );
}
