import { z } from 'zod';

// The security forms' messages, word for word (docs/screens.md). Passwords have at least 8
// characters, checked by the server too.
export const MIN_PASSWORD_LENGTH = 8;
export const MESSAGES = {
  currentPasswordRequired: 'Digite sua senha atual para confirmar a mudança.',
  usernameRequired: 'O novo nome de usuário não pode ser vazio.',
  usernameFormat:
    'Use de 3 a 40 caracteres: letras sem acento, números, ponto, hífen ou sublinhado.',
  passwordRequired: 'A nova senha não pode ser vazia.',
  passwordTooShort: `A nova senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  passwordsDiffer: 'As senhas não coincidem.',
  passwordUnchanged: 'A nova senha deve ser diferente da atual.',
} as const;

// The username becomes the local part of the account e-mail (<username>@admin.comanda.local).
const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/i;

const currentPassword = z.string().min(1, MESSAGES.currentPasswordRequired);

export const changeUsernameSchema = z.object({
  newUsername: z
    .string()
    .trim()
    .min(1, MESSAGES.usernameRequired)
    .regex(USERNAME_PATTERN, MESSAGES.usernameFormat),
  currentPassword,
});

export type ChangeUsernameValues = z.infer<typeof changeUsernameSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string()
      .min(1, MESSAGES.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
  })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
    if (newPassword !== confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: MESSAGES.passwordsDiffer,
      });
    }
    if (newPassword && newPassword === currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: MESSAGES.passwordUnchanged });
    }
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** /login's "Esqueci minha senha": the username, the code printed on the server, a new password. */
export const resetPasswordSchema = z
  .object({
    username: z.string().trim().min(1, 'Informe o nome de usuário.'),
    code: z.string().trim().min(1, 'Informe o código gerado no servidor.'),
    newPassword: z
      .string()
      .min(1, MESSAGES.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDiffer,
  });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
