import { loginSchema } from '@encontro/contracts';
import { validateWith } from '../../ui/forms';

/** The login form's errors by the shared contract, loaded apart from the page (it brings zod). */
export function validateLogin(values: { email: string; password: string }): Record<string, string> {
  return validateWith(loginSchema, values);
}
