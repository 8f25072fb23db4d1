import { useEffect, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusables = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));

/** Open dialogs, the top one last: only it answers Escape and Tab, and only it keeps focus. */
const openDialogs: HTMLElement[] = [];
const isTop = (dialog: HTMLElement) => openDialogs[openDialogs.length - 1] === dialog;

/** Where an element was: each ancestor up to the dialog, with the element's index among its focusables. */
type Place = { ancestor: Element; index: number }[];

function placeOf(element: HTMLElement, dialog: HTMLElement): Place {
  const place: Place = [];
  for (let a = element.parentElement; a && dialog.contains(a); a = a.parentElement) {
    place.push({ ancestor: a, index: focusables(a).indexOf(element) });
    if (a === dialog) break;
  }
  return place;
}

/** What takes a removed element's place: the focusable at its index in its closest ancestor still there. */
function replacementOf(place: Place, dialog: HTMLElement): HTMLElement | null {
  const kept = place.find(({ ancestor }) => ancestor.isConnected && dialog.contains(ancestor));
  return kept ? (focusables(kept.ancestor)[kept.index] ?? null) : null;
}

/**
 * A dialog's keyboard focus (SPEC §2 modals): moved inside on open; Tab and Shift+Tab cycle inside;
 * Escape closes it wherever focus is; when an action removes the focused control (Votar becoming
 * Remover voto, Finalizar ticket becoming its outcome) or focus otherwise falls to the page, it goes
 * back to that control, else to the control in its place, else to the dialog; on close it returns to
 * the opener.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  open: boolean,
  onCloseRef: RefObject<() => void>,
) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);

    let last: HTMLElement | null = null;
    let lastPlace: Place = [];

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== dialog && dialog.contains(target)) {
        last = target;
        lastPlace = placeOf(target, dialog);
      }
    };

    const restore = () => {
      if (!isTop(dialog)) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (last?.isConnected && last.matches(focusableSelector)) return last.focus();
      (replacementOf(lastPlace, dialog) ?? dialog).focus();
    };
    const observer = new MutationObserver(restore);
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    });
    // Focus dropped to the page without a change inside (a click on the page, a disabled control in
    // browsers that blur it): checked once the focus has settled.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) setTimeout(restore, 0);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop(dialog) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const active = document.activeElement;
      const first = items[0];
      const lastItem = items[items.length - 1];
      if (!first || !lastItem) {
        event.preventDefault();
        dialog.focus();
      } else if (!(active instanceof Node) || !dialog.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? lastItem : first).focus();
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        first.focus();
      }
    };

    dialog.addEventListener('focusin', onFocusIn);
    dialog.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown);
    (focusables(dialog)[0] ?? dialog).focus();
    return () => {
      observer.disconnect();
      dialog.removeEventListener('focusin', onFocusIn);
      dialog.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown);
      const at = openDialogs.indexOf(dialog);
      if (at >= 0) openDialogs.splice(at, 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, dialogRef, onCloseRef]);
}
