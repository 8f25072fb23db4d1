import { firstMessages, readApiError } from '../../api/errors';
import { useToast } from '../../ui/Toast';
import { adminErrorText } from './adminErrorText';

type RefusableForm = {
  values: Record<string, unknown>;
  setServerErrors: (errors: Readonly<Record<string, string>>) => void;
};

/**
 * How an admin form says why the server refused it, once (issue 28): under its fields when the
 * server named some of them (a duplicate word, a field too long), else in one red toast with the
 * server's text or `fallback`. A 401 says nothing here: the session ends.
 */
export function useFormRefusal(form: RefusableForm) {
  const toast = useToast();
  return (error: unknown, fallback: string) => {
    const { status, text } = adminErrorText(error, fallback);
    if (status === 401) return;
    const named = Object.entries(firstMessages(readApiError(error).errors)).filter(([field]) =>
      Object.hasOwn(form.values, field),
    );
    if (named.length) form.setServerErrors(Object.fromEntries(named));
    else toast(text, 'error');
  };
}
