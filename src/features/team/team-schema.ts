import { z } from 'zod';
import { staffRoles } from '@/domain/staff-roles';

const name = z
  .string()
  .trim()
  .min(1, 'Informe o nome da pessoa.')
  .max(60, 'O nome pode ter no máximo 60 caracteres.');
const password = z
  .string()
  .min(8, 'A senha deve ter pelo menos 8 caracteres.')
  .max(72, 'A senha pode ter no máximo 72 caracteres.');

const memberSchema = z.object({ display_name: name, role: z.enum(staffRoles) });

export const newMemberSchema = memberSchema.extend({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9._-]{3,40}$/,
      'Use de 3 a 40 letras minúsculas, números, ponto, hífen ou sublinhado.',
    ),
  password,
});
export type NewMemberValues = z.infer<typeof newMemberSchema>;

/** Editing changes the name and the role only: the username and the password are not asked. */
export const editMemberSchema = memberSchema.extend({ username: z.string(), password: z.string() });

export const passwordSchema = z.object({ password });
export type PasswordValues = z.infer<typeof passwordSchema>;
