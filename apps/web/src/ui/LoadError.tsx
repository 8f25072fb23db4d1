import { Button } from './Button';
import './feedback.css';

type LoadErrorProps = {
  /** What failed, in the page's words: 'Não foi possível carregar os usuários.' */
  message: string;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  /** A smaller, inline variant for form fields and summary cards. */
  compact?: boolean;
};

/** A failed load: says so (never "no data") and offers 'Tentar novamente', which fetches again. */
export function LoadError({ message, onRetry, retrying = false, compact = false }: LoadErrorProps) {
  return (
    <div className={compact ? 'load-error load-error--compact' : 'load-error'} role="alert">
      <p className="load-error__text">{message}</p>
      <Button
        variant="secondary"
        className="load-error__retry"
        loading={retrying}
        loadingText="Tentando..."
        onClick={onRetry}
      >
        Tentar novamente
      </Button>
    </div>
  );
}
