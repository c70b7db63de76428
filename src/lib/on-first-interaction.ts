// What a page only needs once the visitor does something (the product sheet's code, the toasts): loaded
// at the first touch, click or key — or after a while — rather than in the seconds after the first
// paint, when a cheap phone is still busy making the page interactive.

const EVENTS = ['pointerdown', 'keydown'] as const;

/** Runs `task` once, at the first pointer or key event, or after `fallbackMs`; returns a cancel. */
export function onFirstInteraction(task: () => void, fallbackMs = 8_000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const timer = window.setTimeout(run, fallbackMs);
  function cancel() {
    done = true;
    window.clearTimeout(timer);
    for (const event of EVENTS) window.removeEventListener(event, run, true);
  }
  for (const event of EVENTS) window.addEventListener(event, run, true);
  return cancel;
}
