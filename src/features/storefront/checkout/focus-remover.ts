/** The summary line's Remover button, marked so the submit guard can find it. */
export const REMOVE_LINE_ATTRIBUTE = 'data-remove-line';

/** On a phone the summary sits below the form: the way out is brought into view, and focused. */
export function focusFirstRemover() {
  const button = document.querySelector<HTMLElement>(
    `[data-unavailable] [${REMOVE_LINE_ATTRIBUTE}]`,
  );
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  button?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  button?.focus({ preventScroll: true });
}
