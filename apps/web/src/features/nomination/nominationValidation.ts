import { indicationFormSchema } from '@encontro/contracts';
import { validateWith } from '../../ui/forms';

/** The nomination form's errors by the shared contract, loaded apart from the modal (it brings zod). */
export function validateNomination(values: Record<string, string>): Record<string, string> {
  return validateWith(indicationFormSchema, values);
}
