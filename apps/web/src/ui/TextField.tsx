import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';
import { PasswordInput } from './PasswordInput';

type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'required' | 'children'
> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** The error is announced as it appears (see Field). */
  announce?: boolean;
  /** Class of the field's wrapper (the input's own is `className`). */
  fieldClassName?: string;
};

/** A labelled text input (a password one has the show/hide toggle), its hint and its error. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  announce,
  fieldClassName,
  className,
  type,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      announce={announce}
      className={fieldClassName}
    >
      {(control) =>
        type === 'password' ? (
          <PasswordInput
            {...control}
            {...input}
            className={className}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            {...input}
            type={type}
            className={['input', className ?? ''].filter(Boolean).join(' ')}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
