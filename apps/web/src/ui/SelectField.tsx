import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';

export type SelectOption<T extends string> = { value: T; label: string };

type SelectFieldProps<T extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'required' | 'children'
> & {
  label: ReactNode;
  value: T | '';
  onChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  /** The first, empty option: 'Selecione o estado'. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  fieldClassName?: string;
};

/** A labelled select with its options, hint and error. */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  required,
  fieldClassName,
  className,
  ...select
}: SelectFieldProps<T>) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => (
        <select
          {...control}
          {...select}
          className={['input', className ?? ''].filter(Boolean).join(' ')}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
