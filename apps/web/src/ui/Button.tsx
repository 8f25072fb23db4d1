import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows `loadingText` and blocks the button while a request runs. */
  loading?: boolean;
  loadingText?: ReactNode;
  block?: boolean;
  /** React 19 passes it as a prop: it reaches the <button> with the rest. */
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant = 'primary',
  loading = false,
  loadingText,
  block = false,
  type = 'button',
  className,
  disabled,
  children,
  onMouseDown,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      // A submit click keeps focus in the field: otherwise the field's on-blur error could push the
      // button away between mousedown and mouseup, and the click would be lost.
      onMouseDown={onMouseDown ?? (type === 'submit' ? (e) => e.preventDefault() : undefined)}
    >
      {loading && <span className="btn__spinner" aria-hidden="true" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
