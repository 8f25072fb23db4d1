import type { ReactNode } from 'react';
import { DetailRow } from '../../ui/DetailRow';

/** One term of a details list, "Não informado" when it has no value; `className` for the row. */
export function Detail({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DetailRow term={label} className={className}>
      {children || <span className="muted">Não informado</span>}
    </DetailRow>
  );
}
