/**
 * Says each add to screen readers, politely. Always mounted (a live region that appears together
 * with its text is not read), visually hidden: sighted customers see the cart bar bump instead.
 */
export function CartAnnouncer({ text }: { text: string }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
