import { useState } from 'react';
import type { CheckoutValues } from './checkout-schema';
import { forgetDetails, readSavedDetails, saveDetails } from './saved-details';

/**
 * 'Lembrar meus dados neste aparelho': what this device remembers, read once as the form opens;
 * the choice (on unless the customer turned it off), and the order's details kept once it went
 * through. Turning it off forgets them at once.
 */
export function useSavedDetails(storage: Storage = localStorage) {
  const [saved] = useState(() => readSavedDetails(storage));
  const [remember, setRememberState] = useState(saved.remember);
  return {
    /** What the last order used, to start the form with. */
    fields: saved.fields,
    /** The form opened with remembered details. */
    prefilled: Object.keys(saved.fields).length > 0,
    remember,
    setRemember(on: boolean) {
      setRememberState(on);
      if (!on) forgetDetails(storage);
    },
    /** The order went through: remember what it used, when the customer wants that. */
    keep(values: CheckoutValues) {
      if (remember) saveDetails(values, storage);
    },
  };
}

export type SavedDetailsControl = ReturnType<typeof useSavedDetails>;
