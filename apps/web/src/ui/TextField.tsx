import type { InputHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from './Field';
import { PasswordInput } from './PasswordInput';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'required' | 'children'
>;

export type TextFieldProps = InputAttributes &
  FieldOwnProps & {
    value: string;
    onChange: (value: string) => void;
  };

/** A labelled text input (a password one has the show/hide toggle), its hint and its error. */
export function TextField({ value, onChange, className, type, ...field }: TextFieldProps) {
  return (
    <Field<InputAttributes> {...field}>
      {(control) =>
        type === 'password' ? (
          <PasswordInput
            {...control}
            className={className}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
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
