import { indicationFormSchema } from '@encontro/contracts';
import { contractErrors } from '../../ui/useContractForm';

/** The nomination form's contract schema, in a module of its own: the modal loads it (and zod) on demand. */
export const nominationSchema = indicationFormSchema;

/** The nomination form's errors by the shared contract (first message per field). */
export function validateNomination(values: Record<string, string>): Record<string, string> {
  return contractErrors(indicationFormSchema, values);
}
