import { fieldErrorsFromIssues } from '@encontro/contracts';
import type { z } from 'zod';
import { DomainError } from './domain-error.js';

/** Handlers never trust the caller: every payload is parsed again with its contract schema. */
export function parseCommand<S extends z.ZodType>(schema: S, payload: unknown, prefix?: string): z.infer<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issues = prefix
    ? result.error.issues.map((issue) => ({
        ...issue,
        path: issue.path[0] === prefix ? issue.path.slice(1) : issue.path,
      }))
    : result.error.issues;
  const { message, errors } = fieldErrorsFromIssues(issues);
  throw new DomainError('VALIDATION_FAILED', message, errors);
}
