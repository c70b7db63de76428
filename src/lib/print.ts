// Printing a document in its own window (receipts, the printer test). The window is opened at once
// (inside the click, so popup blockers allow it), filled, and printed after 500 ms so that it has
// laid out. Returns false when the browser blocked the window.
export const PRINT_DELAY_MS = 500;

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
