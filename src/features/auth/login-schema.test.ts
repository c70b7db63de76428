import { describe, expect, it } from 'vitest';
import { loginSchema } from '@/features/auth/login-schema';

function errors(values: { username: string; password: string }) {
  const result = loginSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('loginSchema', () => {
  it('asks for both fields in pt-BR', () => {
    expect(errors({ username: '', password: '' })).toEqual({
      username: 'Informe o nome de usuário.',
      password: 'Informe a senha.',
    });
  });

  it('counts a username of spaces as empty, and trims the one it keeps', () => {
    expect(errors({ username: '   ', password: 'x' })).toEqual({
      username: 'Informe o nome de usuário.',
    });
    expect(loginSchema.parse({ username: '  admin ', password: ' admin123 ' })).toEqual({
      username: 'admin',
      password: ' admin123 ',
    });
  });
});
