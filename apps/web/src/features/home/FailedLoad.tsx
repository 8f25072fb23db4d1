import { readApiError } from '../../api/errors';
import { LoadError } from '../../ui/LoadError';

/** A failed load said as such (the server's words first), with a retry: never an empty state. */
export function FailedLoad({
  error,
  fallback,
  retrying,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { errors, message } = readApiError(error);
  return (
    <LoadError message={errors.general?.[0] ?? message ?? fallback} onRetry={onRetry} retrying={retrying} />
  );
}
