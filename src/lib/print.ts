// Printing a document (receipts, the printer test). In its own window: opened at once (inside the
// click, so popup blockers allow it), filled, and printed after 500 ms so that it has laid out;
// false when the browser blocked the window. Without a click (automatic printing) no window may
// open, so the document prints from a hidden frame of the page instead.
export const PRINT_DELAY_MS = 500;
/** A frame whose print dialog never reported closing is removed after this long. */
const FRAME_LIFETIME_MS = 120_000;

export function printDocument(
  html: string,
  open: typeof window.open = window.open.bind(window),
): boolean {
  const win = open('', '_blank', 'width=420,height=640');
  if (!win) return false;
  win.document.open();
  win.document.write(html);
  win.document.close();
  win.setTimeout(() => {
    win.focus();
    win.print();
  }, PRINT_DELAY_MS);
  return true;
}

/** Prints `html` from an invisible frame of this page: no popup, no click needed. */
export function printInFrame(html: string, doc: Document = document): boolean {
  const frame = doc.createElement('iframe');
  frame.title = 'Impressão';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none nor visibility:hidden, which some browsers refuse to print.
  frame.style.cssText =
    'position:fixed;right:0;bottom:0;width:0;height:0;border:0;opacity:0;pointer-events:none';
  doc.body.appendChild(frame);
  const win = frame.contentWindow;
  if (!win) {
    frame.remove();
    return false;
  }
  win.document.open();
  win.document.write(html);
  win.document.close();
  const remove = () => frame.remove();
  win.addEventListener('afterprint', () => setTimeout(remove, 1_000));
  setTimeout(remove, FRAME_LIFETIME_MS);
  win.setTimeout(() => {
    win.focus();
    win.print();
  }, PRINT_DELAY_MS);
  return true;
}
