// Browsers let a page open a window only while it handles a click; the order must be saved before
// the customer is told. So the window opens blank in the click and is pointed at wa.me afterwards,
// or closed when the update failed.
//
// Every chat the panel opens goes to one named window: on a busy night the owner accepts order
// after order, and each message replaces the last one sent in the same WhatsApp tab instead of
// piling up a tab per click. The panel stays that window's opener on purpose: a browser lets a
// page find a named window again, and point it elsewhere, only while they keep that link (cut it
// and every chat opens a new tab). Only wa.me is ever loaded there.

export const WHATSAPP_WINDOW = 'comanda-whatsapp';

/** The panel's WhatsApp window, opened blank, or the one already open (left where it is). */
export function openPendingWindow(): Window | null {
  try {
    return window.open('', WHATSAPP_WINDOW);
  } catch {
    return null;
  }
}

export function sendWindowTo(win: Window | null, url: string): void {
  if (!win || win.closed) return;
  try {
    win.location.href = url;
  } catch {
    // A window we can no longer steer is left as is.
  }
}

/** A chat opened straight from a click, in the panel's WhatsApp window. */
export function openWhatsAppChat(url: string): void {
  sendWindowTo(openPendingWindow(), url);
}

/** Closes the window opened for a change that failed, unless it already held a chat. */
export function discardWindow(win: Window | null): void {
  if (!win || win.closed) return;
  try {
    if (win.location.href !== 'about:blank') return;
  } catch {
    // Another origin: it holds an earlier chat, which stays.
    return;
  }
  win.close();
}
