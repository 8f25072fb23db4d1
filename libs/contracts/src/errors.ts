import { z } from 'zod';

/**
 * Every error a service may answer with. Services never speak HTTP: the gateway maps each code to a
 * status in one exhaustive switch.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'USER_BLOCKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Per-field messages, as SPEC §8 reads them: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

/** What travels back over NATS when a request fails. */
export const serviceErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ServiceError = z.infer<typeof serviceErrorSchema>;

export const genericMessages = {
  invalidData: 'Dados inválidos. Verifique os campos.',
  unauthenticated: 'Não autenticado. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
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
