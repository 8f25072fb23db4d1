import type { ReactNode } from 'react';
import { TextField } from '../../ui/TextField';
import type { BoundField } from '../../ui/useContractForm';

type NewPasswordFieldProps = BoundField<string> & {
  label: string;
  hint?: ReactNode;
  required?: boolean;
};

/** A new password (or its confirmation): hidden with a show toggle, up to 20 characters, never autofilled. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return <TextField {...props} type="password" autoComplete="new-password" maxLength={20} />;
}
