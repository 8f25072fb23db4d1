import type { ReactNode } from 'react';
import { DetailRow } from '../../ui/DetailRow';

/** One term of a details list, "Não informado" when it has no value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return <DetailRow term={label}>{children || <span className="muted">Não informado</span>}</DetailRow>;
}
