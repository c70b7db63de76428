// An on/off preference of this device, kept in localStorage under one key and shared live by every
// component and tab that reads it (a change in one tab reaches the others through 'storage').
import { useSyncExternalStore } from 'react';

export interface LocalFlag {
  readonly key: string;
  read(storage?: Storage): boolean;
  set(on: boolean, storage?: Storage): void;
  use(): boolean;
}

export function localFlag(key: string, defaultValue: boolean): LocalFlag {
  const changed = `${key}Updated`;
  const read = (storage: Storage = localStorage) => {
    const value = storage.getItem(key);
    return value === null ? defaultValue : value === 'true';
  };
  const subscribe = (notify: () => void) => {
    window.addEventListener(changed, notify);
    window.addEventListener('storage', notify);
    return () => {
      window.removeEventListener(changed, notify);
      window.removeEventListener('storage', notify);
    };
  };
  return {
    key,
    read,
    set(on, storage = localStorage) {
      storage.setItem(key, String(on));
      window.dispatchEvent(new Event(changed));
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => read(),
        () => defaultValue,
      ),
  };
}

/**
 * 'Avisar cliente pelo WhatsApp ao mudar o status' (on by default, as it always was): a status
 * change opens the customer's chat with that status's message. Kept per device, because the chat
 * opens on the device that made the change: the counter's computer with WhatsApp Web, not the
 * kitchen's tablet.
 */
export const notifyCustomerFlag = localFlag('notifyCustomerOnStatus', true);
