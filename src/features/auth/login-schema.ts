// zod/mini, not zod's classic API: /login is the panel's first page and downloads only this.
import * as z from 'zod/mini';

export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Informe o nome de usuário.')),
  password: z.string().check(z.minLength(1, 'Informe a senha.')),
});

export type LoginValues = z.infer<typeof loginSchema>;
