import { useToast } from '../../ui/Toast';

/** A mutation call as RTK Query starts it. */
type Call = { unwrap: () => Promise<{ message?: string }> };

/**
 * Runs an action of the Usuários tab (block, unblock, delete): the server's message in a toast on
 * success; SPEC §8: a failure is silent, only logged with `failure`.
 */
export function useUserAction() {
  const toast = useToast();
  return async (call: Call, failure: string) => {
    try {
      const result = await call.unwrap();
      if (result.message) toast(result.message);
    } catch (error) {
      console.error(failure, error);
    }
  };
}
