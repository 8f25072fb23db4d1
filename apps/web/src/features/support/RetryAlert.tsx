import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

type RetryAlertProps = {
  /** What could not be loaded. */
  message: string;
  /** True while the retry runs. */
  retrying: boolean;
  onRetry: () => void;
};

/** A support list that could not load: says so, as an error, with Tentar novamente. */
export function RetryAlert({ message, retrying, onRetry }: RetryAlertProps) {
  return (
    <Alert kind="error">
      <p>{message}</p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
