/**
 * Registers /sw.js (src/sw.ts) for the whole app once the page has loaded, so the precache does not
 * compete with the first screen. Without it (an old browser, a failed registration) the app works as before.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
