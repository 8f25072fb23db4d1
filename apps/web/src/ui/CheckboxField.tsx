import { useId, type ReactNode } from 'react';

type CheckboxFieldProps = {
  /** The label (it may hold links); `hint` is read with it. */
  label: ReactNode;
  hint?: ReactNode;
  name?: string;
  value: boolean;
  /** A click also counts as leaving the box (`onBlur`): its error may show. */
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | null;
};

/** A checkbox with its label beside it and its error below. */
export function CheckboxField({ label, hint, name, value, onChange, onBlur, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'checkbox-field field--invalid' : 'checkbox-field'}>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        name={name}
        checked={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          onChange(e.target.checked);
          onBlur?.();
        }}
      />
      <label htmlFor={id}>
        {label}
        {hint && <span className="field__hint">{hint}</span>}
      </label>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
