import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazily loaded page's heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a change of page (not the first one shown), moves focus to the new page's main heading so a
 * screen reader announces it; the h1 gets tabIndex -1 to take focus without entering the tab order.
 * Pages that load on demand get their h1 a moment later: it is awaited.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const container = main.current;
    if (!container) return;
    // Until a first page has a heading, redirects (a guard's) are still part of the first load.
    const firstLoad = shown.current === null;
    const tryFocus = () => {
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      shown.current = pathname;
      if (!firstLoad) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (shown.current === pathname || tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
