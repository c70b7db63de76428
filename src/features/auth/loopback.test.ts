import { describe, expect, it } from 'vitest';
import { isLoopbackHostname } from '@/features/auth/loopback';

describe('isLoopbackHostname', () => {
  it('is true for this machine only', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]']) {
      expect(isLoopbackHostname(host), host).toBe(true);
    }
    for (const host of ['loja.example.com', '192.168.0.10', '10.0.0.1', 'localhost.evil.com', '']) {
      expect(isLoopbackHostname(host), host).toBe(false);
    }
  });
});
