import type { ReactNode } from 'react';

/** One term of a details list, "Não informado" when it has no value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children || <span className="muted">Não informado</span>}</dd>
    </div>
  );
}
