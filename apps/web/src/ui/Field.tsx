import { useId, type ReactNode } from 'react';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/** What a Field takes for itself: its label, hint, error and wrapper. */
export type FieldOwnProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** The error is announced as it appears (checked while typing, in a dialog): an alert region. */
  announce?: boolean;
  /** Class of the field's wrapper (the control's own is `className`). */
  fieldClassName?: string;
};

/**
 * The Field's own props, and the control's (`R`): those it hands on, with the ids that tie the
 * control to its label, hint and error, to `children`, which renders the control.
 */
type FieldProps<R> = FieldOwnProps & R & { children: (control: R & ControlProps) => ReactNode };

export function Field<R extends object = Record<never, never>>({
  label,
  error,
  hint,
  required,
  announce = false,
  fieldClassName,
  children,
  ...control
}: FieldProps<R>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : '', error || announce ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', fieldClassName ?? ''].filter(Boolean).join(' ')}>
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
        // The control's own attributes win, as when it spreads them after these.
        ...(control as R),
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
