import { fieldErrorsFromIssues } from '@encontro/contracts';

type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParser = {
  safeParse: (v: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };
};

/** The first message per field of a shared contract schema; empty when the values are valid. */
export function validateWith(schema: SafeParser, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const { errors } = fieldErrorsFromIssues(result.error.issues);
  const firstPerField: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) if (messages[0]) firstPerField[field] = messages[0];
  return firstPerField;
}
