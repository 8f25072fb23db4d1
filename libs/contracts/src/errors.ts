import { z } from 'zod';
import { type ErrorReason, errorReasons } from './errors.reasons.js';

export const errorReasonSchema = z.enum(errorReasons);

/** Per-field messages, as SPEC §8 reads them: `{ field: [message] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * Public fields a refusal adds to its answer beside `message` (and `errors`), declared per reason: the
 * service sends them, the gateway answers only what is declared here, and the OpenAPI document shows them.
 */
export const refusalDetailsSchemas = {
  DUPLICATE_INDICATION: z.object({
    existing_indication_id: z
      .string()
      .uuid()
      .describe('A indicação pendente ou aprovada do mesmo local nesta semana (em que se pode votar)'),
  }),
} as const satisfies Partial<Record<ErrorReason, z.ZodObject>>;
export type ReasonWithDetails = keyof typeof refusalDetailsSchemas;
export type RefusalDetails<R extends ReasonWithDetails> = z.infer<(typeof refusalDetailsSchemas)[R]>;
/** The public fields of a refusal with `reason`: none for a reason without declared details. */
export type RefusalDetailsOf<R extends ErrorReason> = R extends ReasonWithDetails ? RefusalDetails<R> : never;

/** A refusal's declared public fields, checked against its reason's schema (none if it declares none). */
export function refusalDetailsOf(reason: ErrorReason, details: unknown): Record<string, unknown> | undefined {
  if (details === undefined || !(reason in refusalDetailsSchemas)) return undefined;
  const parsed = refusalDetailsSchemas[reason as ReasonWithDetails].safeParse(details);
  return parsed.success ? parsed.data : undefined;
}

/** What travels back over NATS when a request fails. */
export const serviceErrorSchema = z.object({
  reason: errorReasonSchema,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The reason's declared public fields (`refusalDetailsSchemas`). */
  details: z.record(z.string(), z.unknown()).optional(),
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
