/**
 * A ref callback for what replaces or answers a form once it is sent ('Cadastro realizado!', 'Senha
 * redefinida!', 'Mensagem enviada…'): as it appears it is scrolled to the top of the view (below the fixed
 * header: the page's scroll-padding) and its heading, else itself, takes focus, so the person neither stays
 * scrolled past it nor misses it with a screen reader.
 */
export function revealOutcome(element: HTMLElement | null): void {
  if (!element) return;
  const target = element.querySelector<HTMLElement>('h1, h2') ?? element;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // jsdom has no scrollIntoView.
  element.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}
