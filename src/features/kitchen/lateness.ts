// How late an accepted order is, from the kitchen's side: the one place its thresholds live.

/** After this long since it was accepted, a ticket turns amber. */
export const KITCHEN_AMBER_AFTER_MIN = 15;
/** After this long, red. */
export const KITCHEN_RED_AFTER_MIN = 25;

export type Lateness = 'on_time' | 'amber' | 'red';

/** Whole minutes since `since` (never negative: a clock a little behind the server's shows 0). */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
}

export function lateness(minutes: number): Lateness {
  if (minutes >= KITCHEN_RED_AFTER_MIN) return 'red';
  if (minutes >= KITCHEN_AMBER_AFTER_MIN) return 'amber';
  return 'on_time';
}

/** "agora", "12 min", "1 h 05 min". */
export function elapsedLabel(minutes: number): string {
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
