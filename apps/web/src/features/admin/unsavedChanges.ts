import { createContext, useContext, useEffect } from 'react';

/** How a tab tells the panel it holds unsaved edits: the panel then asks before another tab replaces it. */
export const UnsavedChangesContext = createContext<(dirty: boolean) => void>(() => undefined);

/**
 * While `dirty`: the panel asks "Descartar alterações?" before switching tabs, and the browser asks
 * before the page is reloaded, closed or left for another address.
 */
export function useUnsavedChanges(dirty: boolean) {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
