import { Button } from './Button';
import './lists.css';

type PaginationProps = {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** The navigation's name: 'Páginas de denúncias'. */
  label: string;
};

/** Anterior / Próxima with "Página X de Y". */
export function Pagination({ page, lastPage, onPage, label }: PaginationProps) {
  const last = Math.max(1, lastPage);
  return (
    <nav className="pagination" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="pagination__text" aria-live="polite">
        Página {page} de {last}
      </span>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
