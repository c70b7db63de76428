import { useEffect, useRef } from 'react';
import { ALARM_REPEAT_MS, alarmState } from '@/domain/orders/alarm';
import { playSound, primeAudio, STATUS_VOLUME, useSoundEnabled } from '@/lib/sounds';
import { useTabAlarm } from '@/lib/use-tab-alarm';
import { useTabLeader } from '@/lib/use-tab-leader';
import { usePendingOrders } from '@/data/orders/get-pending-orders';
import { useCompanySettings } from '@/data/settings/get-company-settings';
import { releasedPending } from '@/domain/schedule';
import { useNow } from '@/lib/use-now';

/** The first ring waits this long: an order accepted at once by the shop's auto_accept never rings. */
const FIRST_RING_MS = 400;

/**
 * The alarm of waiting orders (docs/order-lifecycle.md), from the server's list of pending orders: the
 * new-order tune every few seconds (one tab of the browser rings, and only while sounds are on),
 * the tab's title and icon flashing (every tab, whatever the sound), until none waits.
 */
export function useOrderAlarm() {
  const pending = usePendingOrders();
  // a scheduled order waits quietly until its release time (docs/ordering-rules.md)
  const estimatedTime = useCompanySettings().data?.estimated_time;
  const now = useNow(5_000);
  const state = alarmState(releasedPending(pending.data, estimatedTime, new Date(now)));
  const soundOn = useSoundEnabled();
  const ringer = useTabLeader('comanda-order-alarm');

  useEffect(() => primeAudio(), []);

  const ringing = state.active && soundOn && ringer;
  useEffect(() => {
    if (!ringing) return;
    const ring = () => playSound('new-order', STATUS_VOLUME);
    let repeat: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      ring();
      repeat = setInterval(ring, ALARM_REPEAT_MS);
    }, FIRST_RING_MS);
    return () => {
      clearTimeout(first);
      clearInterval(repeat);
    };
  }, [ringing]);

  // Another order while it already rings: say so at once rather than at the next ring.
  const previous = useRef(state.count);
  useEffect(() => {
    if (ringing && state.count > previous.current && previous.current > 0) {
      playSound('new-order', STATUS_VOLUME);
    }
    previous.current = state.count;
  }, [ringing, state.count]);

  useTabAlarm(state.count);
  return state;
}
