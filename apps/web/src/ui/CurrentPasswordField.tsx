import { TextField, type TextFieldProps } from './TextField';

type CurrentPasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** The password the person has now (sign-in, confirmations): hidden with a show toggle, filled by the browser. */
export function CurrentPasswordField(props: CurrentPasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" maxLength={20} {...props} />;
}
