import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { localFlag, notifyCustomerFlag } from './local-flag';

describe('a device preference', () => {
  beforeEach(() => localStorage.clear());

  it('starts at its default and remembers a change under its key', () => {
    const flag = localFlag('testFlag', false);
    expect(flag.read()).toBe(false);
    flag.set(true);
    expect(localStorage.getItem('testFlag')).toBe('true');
    expect(flag.read()).toBe(true);
  });

  it('tells the components that read it at once', () => {
    const { result } = renderHook(() => notifyCustomerFlag.use());
    expect(result.current).toBe(true);
    act(() => notifyCustomerFlag.set(false));
    expect(result.current).toBe(false);
    expect(localStorage.getItem('notifyCustomerOnStatus')).toBe('false');
  });
});
