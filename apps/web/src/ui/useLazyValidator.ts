import { useEffect, useState } from 'react';

/** A form's errors by field (first message each); empty when the values are valid. */
export type Validator<V> = (values: V) => Record<string, string>;

/**
 * A form's validator loaded on demand: the contract schemas bring zod, which a first screen need not
 * wait for. Null until it has arrived (the form then counts as not yet valid, as an empty one is);
 * nothing loads while `wanted` is false. `load` must be a stable (module-level) function.
 */
export function useLazyValidator<V>(load: () => Promise<Validator<V>>, wanted = true): Validator<V> | null {
  const [validator, setValidator] = useState<Validator<V> | null>(null);
  useEffect(() => {
    if (!wanted || validator) return;
    let mounted = true;
    load().then(
      (loaded) => {
        if (mounted) setValidator(() => loaded);
      },
      () => undefined, // the form stays not yet valid, as a page whose chunk failed to load stays away
    );
    return () => {
      mounted = false;
    };
  }, [load, wanted, validator]);
  return validator;
}
