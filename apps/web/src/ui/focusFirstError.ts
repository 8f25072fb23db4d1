/**
 * A field whose invalid control is not the one a person sees (a visually hidden file input under its
 * button) names the element to focus in its stead by id: `data-focus-target="nomination-photo-0-button"`.
 */
export const focusTargetAttribute = 'data-focus-target';

/**
 * After a refused submit: the first control marked `aria-invalid` in `root` (or the element it names)
 * is scrolled to the middle of its scrolling box, the page or a dialog, and focused. Returns it.
 */
export function focusFirstError(root: ParentNode | null | undefined): HTMLElement | null {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return null;
  const standIn = invalid.getAttribute(focusTargetAttribute);
  const target = (standIn ? invalid.ownerDocument.getElementById(standIn) : null) ?? invalid;
  // jsdom has no scrollIntoView.
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return target;
}
