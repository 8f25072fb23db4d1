import { z } from 'zod';
import { errorReasons } from './errors.reasons.js';

export const errorReasonSchema = z.enum(errorReasons);

/** Per-field messages, as SPEC §8 reads them: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

/** What travels back over NATS when a request fails. */
export const serviceErrorSchema = z.object({
  reason: errorReasonSchema,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ServiceError = z.infer<typeof serviceErrorSchema>;

export const genericMessages = {
  invalidData: 'Dados inválidos. Verifique os campos.',
  unauthenticated: 'Não autenticado. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  alreadySignedIn: 'Você já está conectado.',
  notFound: 'Recurso não encontrado.',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  internal: 'Erro interno. Tente novamente.',
} as const;

/** Turns zod issues into the `{ field: [msg] }` map and the first message. */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): {
  message: string;
  errors: FieldErrors;
} {
  // A Map, not `{}`: a field named `constructor` or `__proto__` (a query key) is just a field.
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'general';
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  return { message: issues[0]?.message ?? genericMessages.invalidData, errors: Object.fromEntries(errors) };
}
