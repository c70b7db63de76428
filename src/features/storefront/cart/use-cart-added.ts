import { useEffect, useState } from 'react';
import type { CartLine } from './cart-math';
import { addedText } from './cart-growth';
import { isSavedCartArriving } from './cart-store';

/** How long the cart bar says "Item adicionado" after an add. */
export const ADDED_MS = 1600;

export interface CartAdded {
  /** Counts the adds since the page opened: a new value replays the bar's bump. */
  seq: number;
  /** The last add in words, for the polite live region. */
  text: string;
  /** True for a moment after an add: the bar says "Item adicionado". */
  recent: boolean;
}

/**
 * Feedback for an add where the eye is (the cart bar), instead of a toast over the header: derived
 * from the cart itself, so the menu's button, the product sheet and the catalogue all get it.
 */
export function useCartAdded(lines: readonly CartLine[]): CartAdded {
  const [previous, setPrevious] = useState(lines);
  const [added, setAdded] = useState({ seq: 0, text: '' });
  const [settledSeq, setSettledSeq] = useState(0);
  if (previous !== lines) {
    // Compared while rendering (React's pattern for state derived from a previous value).
    setPrevious(lines);
    // A server-drawn page starts from an empty cart: the saved cart arriving is not an add.
    const text = isSavedCartArriving(previous, lines) ? null : addedText(previous, lines);
    if (text) setAdded({ seq: added.seq + 1, text });
  }
  useEffect(() => {
    if (added.seq === 0) return;
    const timer = window.setTimeout(() => setSettledSeq(added.seq), ADDED_MS);
    return () => window.clearTimeout(timer);
  }, [added.seq]);
  return { ...added, recent: added.seq > settledSeq };
}
