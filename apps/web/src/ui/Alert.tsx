import type { ReactNode } from 'react';
import type { Tone } from './tone';

type AlertProps = {
  kind?: Extract<Tone, 'error' | 'success' | 'info' | 'warning'>;
  children: ReactNode;
  className?: string;
};

/** An inline message box; errors are announced immediately. */
export function Alert({ kind = 'error', children, className }: AlertProps) {
  return (
    <div
      className={['alert', `alert--${kind}`, `tone-${kind}`, className ?? ''].filter(Boolean).join(' ')}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
