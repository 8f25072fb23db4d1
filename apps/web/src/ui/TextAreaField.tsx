import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { CharCount } from './CharCount';
import { Field } from './Field';

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'required' | 'maxLength' | 'children'
> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** The counted limit: "n/max caracteres" under the field. */
  max?: number;
  /** 'hard' stops the text at `max`; 'soft' lets it run over, the count turning red. */
  limit?: 'hard' | 'soft';
  /** The count leaves out spaces at the ends, as the check does. */
  countTrimmed?: boolean;
  /** The error is announced as it appears (see Field). */
  announce?: boolean;
  /** Class of the field's wrapper; `className` replaces the textarea's 'textarea' class. */
  fieldClassName?: string;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
};

/** A labelled textarea with its live character counter, hint and error. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  max,
  limit = 'hard',
  countTrimmed = false,
  announce,
  fieldClassName,
  className,
  textareaRef,
  ...textarea
}: TextAreaFieldProps) {
  const hard = max !== undefined && limit === 'hard';
  const counter =
    max !== undefined ? <CharCount length={(countTrimmed ? value.trim() : value).length} max={max} /> : null;
  return (
    <Field
      label={label}
      error={error}
      required={required}
      announce={announce}
      className={fieldClassName}
      hint={
        hint && counter ? (
          <>
            {hint} {counter}
          </>
        ) : (
          (hint ?? counter)
        )
      }
    >
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          ref={textareaRef}
          className={`input ${className ?? 'textarea'}`}
          maxLength={hard ? max : undefined}
          value={value}
          onChange={(e) => onChange(hard ? e.target.value.slice(0, max) : e.target.value)}
        />
      )}
    </Field>
  );
}
