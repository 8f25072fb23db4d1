import type { TextareaHTMLAttributes } from 'react';
import { CharCount } from './CharCount';
import { Field, type FieldOwnProps } from './Field';

type TextAreaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange' | 'required' | 'maxLength' | 'children'
>;

type TextAreaFieldProps = TextAreaAttributes &
  FieldOwnProps & {
    value: string;
    onChange: (value: string) => void;
    /** The counted limit: "n/max caracteres" under the field. */
    max?: number;
    /** 'hard' stops the text at `max`; 'soft' lets it run over, the count turning red. */
    limit?: 'hard' | 'soft';
    /** The count leaves out spaces at the ends, as the check does. */
    countTrimmed?: boolean;
    textareaRef?: React.Ref<HTMLTextAreaElement>;
  };

/** A labelled textarea with its live character counter, hint and error; `className` replaces its 'textarea' class. */
export function TextAreaField({
  value,
  onChange,
  hint,
  max,
  limit = 'hard',
  countTrimmed = false,
  className,
  textareaRef,
  ...field
}: TextAreaFieldProps) {
  const hard = max !== undefined && limit === 'hard';
  const counter =
    max !== undefined ? <CharCount length={(countTrimmed ? value.trim() : value).length} max={max} /> : null;
  return (
    <Field<TextAreaAttributes>
      {...field}
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
