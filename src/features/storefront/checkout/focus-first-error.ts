/**
 * After a refused submit, the first field with an error in the order the customer reads the form
 * (react-hook-form's own focus follows the order the fields were registered in, which put Telefone
 * before Nome Completo and Bairro before Rua): focused, and scrolled to the middle of the screen so
 * the sticky header does not hide it.
 */
export function focusFirstError(
  form: HTMLFormElement,
  names: readonly string[],
): HTMLElement | null {
  const wanted = new Set(names);
  // form.elements lists the controls in document order, radio groups included.
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      'name' in element && wanted.has((element as HTMLInputElement).name),
  );
  if (!first) return null;
  first.focus({ preventScroll: true });
  // A radio card's input is visually hidden: its group is what the eye looks for.
  const target = first.type === 'radio' ? (first.closest('fieldset') ?? first) : first;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  return first;
}
