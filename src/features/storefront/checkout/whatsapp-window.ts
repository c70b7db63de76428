// The WhatsApp hand-off without popup blockers: browsers let a page open a window only while
// handling the customer's click, but the order must be saved first (docs/screens.md). So the
// window is opened blank during the submit, pointed at wa.me once the server has stored the
// order, and closed if it did not.

/** Opens the blank window; null when the browser blocked it. Call it synchronously in the handler. */
export function openPendingWindow(): Window | null {
  let win: Window | null;
  try {
    win = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!win) return null;
  try {
    win.document.title = 'Enviando pedido...';
    win.document.body.style.cssText =
      'margin:0;display:grid;place-items:center;min-height:100vh;font:16px system-ui,sans-serif;color:#555';
    win.document.body.textContent = 'Enviando seu pedido...';
  } catch {
    // A window we cannot write into still works for the hand-off.
  }
  return win;
}

/** Sends the pending window to `url`; false when there is no window to send (blocked or closed). */
export function handOffWindow(win: Window | null, url: string): boolean {
  if (!win || win.closed) return false;
  try {
    win.opener = null;
    win.location.href = url;
    return true;
  } catch {
    return false;
  }
}

export function discardWindow(win: Window | null) {
  if (win && !win.closed) win.close();
}
