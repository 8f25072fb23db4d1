import { TextField, type TextFieldProps } from './TextField';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

/** An e-mail address: labelled 'E-mail', the phone's e-mail keyboard, the browser's saved address offered. */
export function EmailField({ label = 'E-mail', ...props }: EmailFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}
