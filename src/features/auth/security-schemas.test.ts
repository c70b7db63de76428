import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  changeUsernameSchema,
  MESSAGES,
} from '@/features/auth/security-schemas';

/** The message shown under each field: the first issue per path, as zodResolver picks it. */
function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const shown: Record<string, string> = {};
  for (const issue of result.error.issues) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('changeUsernameSchema', () => {
  const errors = (newUsername: string, currentPassword = 'senha-atual') =>
    fieldErrors(changeUsernameSchema, { newUsername, currentPassword });

  it('uses the pt-BR messages for an empty username and a missing current password', () => {
    expect(errors('', '')).toEqual({
      newUsername: 'O novo nome de usuário não pode ser vazio.',
      currentPassword: 'Digite sua senha atual para confirmar a mudança.',
    });
    expect(errors('   ')).toEqual({ newUsername: 'O novo nome de usuário não pode ser vazio.' });
  });

  it('accepts letters, digits, dot, dash and underscore, 3 to 40 long', () => {
    for (const ok of ['abc', 'Gerente.Loja_2-b', 'a'.repeat(40), '  dono  ']) {
      expect(errors(ok)).toEqual({});
    }
  });

  it('refuses other usernames with a clear rule', () => {
    for (const bad of ['ab', 'a'.repeat(41), 'joão', 'dono loja', 'dono@loja', 'dono/loja']) {
      expect(errors(bad)).toEqual({ newUsername: MESSAGES.usernameFormat });
    }
    expect(MESSAGES.usernameFormat).toBe(
      'Use de 3 a 40 caracteres: letras sem acento, números, ponto, hífen ou sublinhado.',
    );
  });

  it('trims the new username', () => {
    expect(
      changeUsernameSchema.parse({ newUsername: ' gerente ', currentPassword: 'x' }).newUsername,
    ).toBe('gerente');
  });
});

describe('changePasswordSchema', () => {
  const errors = (currentPassword: string, newPassword: string, confirmPassword: string) =>
    fieldErrors(changePasswordSchema, { currentPassword, newPassword, confirmPassword });

  it('uses the pt-BR messages for missing fields', () => {
    expect(errors('', '', '')).toEqual({
      currentPassword: 'Digite sua senha atual para confirmar a mudança.',
      newPassword: 'A nova senha não pode ser vazia.',
    });
  });

  it('needs at least 8 characters', () => {
    expect(errors('atual', '1234567', '1234567')).toEqual({
      newPassword: 'A nova senha deve ter pelo menos 8 caracteres.',
    });
    expect(errors('atual', '12345678', '12345678')).toEqual({});
  });

  it('needs the confirmation to match, reported with the other errors at once', () => {
    expect(errors('atual', 'nova-senha', 'nova-senhA')).toEqual({
      confirmPassword: 'As senhas não coincidem.',
    });
    expect(errors('', 'abc', 'x')).toEqual({
      currentPassword: 'Digite sua senha atual para confirmar a mudança.',
      newPassword: 'A nova senha deve ter pelo menos 8 caracteres.',
      confirmPassword: 'As senhas não coincidem.',
    });
  });

  it('refuses a new password equal to the current one', () => {
    expect(errors('admin123', 'admin123', 'admin123')).toEqual({
      newPassword: 'A nova senha deve ser diferente da atual.',
    });
  });

  it('keeps passwords exactly as typed (spaces count)', () => {
    expect(
      changePasswordSchema.parse({
        currentPassword: ' a ',
        newPassword: ' nova123 ',
        confirmPassword: ' nova123 ',
      }),
    ).toEqual({
      currentPassword: ' a ',
      newPassword: ' nova123 ',
      confirmPassword: ' nova123 ',
    });
  });
});
