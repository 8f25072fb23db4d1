import { useId, type ReactNode } from 'react';

type RadioGroupProps<T extends string> = {
  legend: ReactNode;
  name: string;
  value: T | '';
  /** A choice also counts as leaving the group (`onBlur`): its error may show. */
  onChange: (value: T) => void;
  onBlur?: () => void;
  options: readonly { value: T; label: ReactNode }[];
  error?: string | null;
  required?: boolean;
  /** Extra class of the options' row: 'radio-group--stacked'. */
  className?: string;
};

/** A fieldset of radio buttons: the legend names it, its error describes it. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  onChange,
  onBlur,
  options,
  error,
  required,
  className,
}: RadioGroupProps<T>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">
        {legend}
        {required && (
          <>
            {' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </>
        )}
      </legend>
      <div className={['radio-group', className ?? ''].filter(Boolean).join(' ')}>
        {options.map((option) => (
          <label key={option.value} className="radio">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                onChange(option.value);
                onBlur?.();
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
