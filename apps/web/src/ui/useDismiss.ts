import { useEffect, type RefObject } from 'react';
import { useLatest } from './useLatest';

type DismissOptions = {
  /** Where focus goes back on Escape (the button that opened it). */
  returnTo: RefObject<HTMLElement | null>;
  /** With it, a press (mouse or touch) outside this element closes too. */
  inside?: RefObject<HTMLElement | null>;
};

/** While `open`: Escape closes (focus back on `returnTo`), and so does a press outside `inside`. */
export function useDismiss(open: boolean, close: () => void, { returnTo, inside }: DismissOptions) {
  const closeRef = useLatest(close);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      closeRef.current();
      returnTo.current?.focus();
    };
    const onPress = (e: Event) => {
      if (inside && !inside.current?.contains(e.target as Node)) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
    };
  }, [open, returnTo, inside, closeRef]);
}
