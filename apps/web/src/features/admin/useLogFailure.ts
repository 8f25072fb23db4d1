import { useEffect } from 'react';

/** SPEC §8: loading failures of these lists are only logged. */
export function useLogFailure(failed: boolean, what: string, error: unknown) {
  useEffect(() => {
    if (failed) console.error(`Falha ao carregar ${what}`, error);
  }, [failed, what, error]);
}
