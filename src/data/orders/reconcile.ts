// When the orders queries refetch after realtime events. An event's row is in the cache at once
// (cache.ts); the refetch only reconciles what the event cannot say (counts, figures, other pages),
// so events in a rush share one refetch a little later instead of one each, which kept the panel
// and the server busy while the next order arrived. Catching up (after a reconnection, the tab
// shown again, the network back) refetches at once.
export const RECONCILE_MS = 750;
const CATCH_UP_MS = 50;

export interface Reconciler {
  /** After an event: one refetch within RECONCILE_MS, however many events come meanwhile. */
  afterEvent(): void;
  /** Whatever may have been missed: refetch now (a burst of calls makes one). */
  catchUp(): void;
  cancel(): void;
}

export function createReconciler(refetch: () => void): Reconciler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due = Infinity;
  const at = (delayMs: number) => {
    const when = Date.now() + delayMs;
    if (timer !== undefined && due <= when) return;
    clearTimeout(timer);
    due = when;
    timer = setTimeout(() => {
      timer = undefined;
      due = Infinity;
      refetch();
    }, delayMs);
  };
  return {
    afterEvent: () => at(RECONCILE_MS),
    catchUp: () => {
      // A burst of catch-up calls still makes one refetch.
      clearTimeout(timer);
      timer = undefined;
      at(CATCH_UP_MS);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      due = Infinity;
    },
  };
}
