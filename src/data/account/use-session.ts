import { useSyncExternalStore } from 'react';
import type { AuthChangeEvent, Session, Subscription } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-in'; session: Session }
  | { status: 'signed-out'; session: null };

interface AuthEvents {
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: Pick<Subscription, 'unsubscribe'> };
  };
}

/**
 * The Supabase session as an external store. It listens to onAuthStateChange, whose first event
 * (INITIAL_SESSION) carries what getSession() would return, so there is no race between the two.
 * One auth subscription serves every component, opened by the first and closed with the last.
 */
export function createSessionStore(auth: AuthEvents) {
  let state: SessionState = { status: 'loading', session: null };
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;

  function subscribe(listener: () => void) {
    listeners.add(listener);
    if (!unsubscribe) {
      const { data } = auth.onAuthStateChange((_event, session) => {
        state = session
          ? { status: 'signed-in', session }
          : { status: 'signed-out', session: null };
        listeners.forEach((notify) => notify());
      });
      unsubscribe = () => data.subscription.unsubscribe();
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        unsubscribe?.();
        unsubscribe = undefined;
      }
    };
  }

  return { subscribe, getSnapshot: () => state };
}

const sessionStore = createSessionStore(supabase.auth);

/** The current Supabase session: loading until auth has restored it, then signed in or out. */
export function useSession(store = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
