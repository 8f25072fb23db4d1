import { useId, type ReactNode } from 'react';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FieldProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The error is announced as it appears (checked while typing, in a dialog): an alert region. */
  announce?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactNode;
};

export function Field({ label, error, hint, required, className, announce = false, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : '', error || announce ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {announce ? (
        <p id={errorId} className="field__error" role={error ? 'alert' : undefined}>
          {error}
        </p>
      ) : (
        error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )
      )}
    </div>
  );
}
