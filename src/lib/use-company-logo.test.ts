import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_LOGO_KEY, setCompanyLogo, useCompanyLogo } from '@/lib/use-company-logo';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

afterEach(() => localStorage.clear());

describe('useCompanyLogo', () => {
  it('reads the logo stored under companyLogo', () => {
    localStorage.setItem(COMPANY_LOGO_KEY, PNG);
    const { result } = renderHook(() => useCompanyLogo());
    expect(result.current).toBe(PNG);
  });

  it('is null without a logo, and for values that are not images or web addresses', () => {
    const { result } = renderHook(() => useCompanyLogo());
    expect(result.current).toBeNull();
    act(() => setCompanyLogo('javascript:alert(1)'));
    expect(result.current).toBeNull();
    act(() => setCompanyLogo('data:text/html,<b>x</b>'));
    expect(result.current).toBeNull();
  });

  it('follows changes made in this tab through setCompanyLogo', () => {
    const { result } = renderHook(() => useCompanyLogo());
    act(() => setCompanyLogo('https://cdn.example.com/logo.png'));
    expect(localStorage.getItem(COMPANY_LOGO_KEY)).toBe('https://cdn.example.com/logo.png');
    expect(result.current).toBe('https://cdn.example.com/logo.png');
    act(() => setCompanyLogo(null));
    expect(localStorage.getItem(COMPANY_LOGO_KEY)).toBeNull();
    expect(result.current).toBeNull();
  });

  it('follows changes made in another tab (the storage event)', () => {
    const { result } = renderHook(() => useCompanyLogo());
    act(() => {
      localStorage.setItem(COMPANY_LOGO_KEY, PNG);
      window.dispatchEvent(new StorageEvent('storage', { key: COMPANY_LOGO_KEY, newValue: PNG }));
    });
    expect(result.current).toBe(PNG);
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBeNull();
  });
});
