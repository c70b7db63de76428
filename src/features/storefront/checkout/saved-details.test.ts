import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutValues } from './checkout-schema';
import {
  CUSTOMER_DETAILS_KEY,
  forgetDetails,
  readSavedDetails,
  saveDetails,
} from './saved-details';
import { PAULISTA_DELIVERY } from './test-checkout-values';

const VALUES: CheckoutValues = {
  customerName: '  Ana Souza ',
  ...PAULISTA_DELIVERY,
  neighborhood: 'Bela Vista',
  state: 'sp',
  reference: '',
  deliveryZoneId: 'zone-1',
  notes: 'Sem cebola',
  changeFor: '',
  paymentMethod: 'credit',
};

afterEach(() => localStorage.clear());

describe('saved customer details', () => {
  it('nothing stored: remember on, no fields', () => {
    expect(readSavedDetails()).toEqual({ remember: true, fields: {} });
  });

  it("keeps what the next order needs, tidied, under one versioned key, and not the order's notes", () => {
    saveDetails(VALUES);
    const stored = JSON.parse(localStorage.getItem(CUSTOMER_DETAILS_KEY)!);
    expect(stored).toMatchObject({ v: 1, remember: true, customerName: 'Ana Souza', state: 'SP' });
    expect(JSON.stringify(stored)).not.toContain('Sem cebola');
    const fields = { ...VALUES, customerName: 'Ana Souza', state: 'SP' } as Partial<CheckoutValues>;
    delete fields.notes;
    delete fields.changeFor; // the troco, like the notes, belongs to one order
    expect(readSavedDetails()).toEqual({ remember: true, fields });
  });

  it('forgetting leaves the choice and nothing personal', () => {
    saveDetails(VALUES);
    forgetDetails();
    expect(localStorage.getItem(CUSTOMER_DETAILS_KEY)).toBe('{"v":1,"remember":false}');
    expect(readSavedDetails()).toEqual({ remember: false, fields: {} });
  });

  it('a storage that refuses to write (full, private mode) does not stop the order', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const full = {
      ...localStorage,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveDetails(VALUES, full)).not.toThrow();
    expect(() => forgetDetails(full)).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
