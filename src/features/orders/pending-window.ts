// Browsers let a page open a window only while it handles a click; the order must be saved before
// the customer is told. So the window opens blank in the click and is pointed at wa.me afterwards,
// or closed when the update failed.

export function openPendingWindow(): Window | null {
  try {
    return window.open('', '_blank');
  } catch {
    return null;
  }
}

export function sendWindowTo(win: Window | null, url: string): void {
  if (!win || win.closed) return;
  try {
    win.opener = null;
    win.location.href = url;
  } catch {
    // A window we can no longer steer is left as is.
  }
}

export function discardWindow(win: Window | null): void {
  if (win && !win.closed) win.close();
}
