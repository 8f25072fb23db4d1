import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import { z } from 'zod';

/** Documents a route's body from the same zod contract that validates it. */
export function ApiContract(summary: string, body?: z.ZodType) {
  const decorators = [ApiOperation({ summary })];
  if (body) {
    const schema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete schema.$schema;
    decorators.push(ApiBody({ schema }));
  }
  return applyDecorators(...decorators);
}
