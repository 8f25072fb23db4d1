import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from './Field';

export type SelectOption<T extends string> = { value: T; label: string };

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'required' | 'children'
>;

type SelectFieldProps<T extends string> = SelectAttributes &
  FieldOwnProps & {
    value: T | '';
    onChange: (value: T) => void;
    options: readonly SelectOption<T>[];
    /** The first, empty option: 'Selecione o estado'. */
    placeholder?: string;
  };

/** A labelled select with its options, hint and error. */
export function SelectField<T extends string>({
  value,
  onChange,
  options,
  placeholder,
  className,
  ...field
}: SelectFieldProps<T>) {
  return (
    <Field<SelectAttributes> {...field}>
      {(control) => (
        <select
          {...control}
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
