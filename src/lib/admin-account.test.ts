import { describe, expect, it } from 'vitest';
import { emailToUsername, usernameToEmail } from '@/lib/admin-account';

describe('admin account', () => {
  it('maps usernames to account e-mails and back', () => {
    expect(usernameToEmail(' Admin ')).toBe('admin@admin.comanda.local');
    expect(emailToUsername('gerente@admin.comanda.local')).toBe('gerente');
    expect(emailToUsername('dono@loja.com.br')).toBe('dono@loja.com.br');
    expect(emailToUsername(undefined)).toBe('');
  });
});
