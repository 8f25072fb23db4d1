import type { ReactNode } from 'react';

type DetailRowProps = {
  term: ReactNode;
  /** The row's class (one spanning the list's width). */
  className?: string;
  /** The value's class (a quoted message). */
  valueClassName?: string;
  children: ReactNode;
};

/** One term of a description list (`<dl>`) with its value. */
export function DetailRow({ term, className, valueClassName, children }: DetailRowProps) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
