import { beforeEach, describe, expect, it } from 'vitest';
import { writeMirrors } from '@/lib/auth-mirrors';

describe('writeMirrors', () => {
  beforeEach(() => localStorage.clear());

  it('marks the session and the username, and drops any password the old app stored', () => {
    localStorage.setItem('deliveryPassword', 'admin123');
    writeMirrors('admin');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(localStorage.getItem('deliveryUsername')).toBe('admin');
    expect(localStorage.getItem('deliveryPassword')).toBeNull();
  });

  it('clears the mirrors on sign-out', () => {
    writeMirrors('admin');
    writeMirrors(null);
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
    expect(localStorage.getItem('deliveryUsername')).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const broken = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => writeMirrors('admin', broken)).not.toThrow();
  });
});
