import { KeyRound } from 'lucide-react';
import { NewPasswordFields, PasswordField } from '@/features/auth/security-fields';
import { SecurityFormCard } from '@/features/auth/security-form-card';
import {
  changePasswordSchema,
  MIN_PASSWORD_LENGTH,
  type ChangePasswordValues,
} from '@/features/auth/security-schemas';
import { useSecurityForm } from '@/features/auth/use-security-form';

interface ChangePasswordFormProps {
  /** The account's username, for password managers to file the new password under. */
  username: string;
  /** Saves the change; rejects with a FieldError for a field's problem. */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
}

const defaultValues: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function ChangePasswordForm({ username, onSubmit }: ChangePasswordFormProps) {
  const form = useSecurityForm(
    changePasswordSchema,
    defaultValues,
    ['currentPassword', 'newPassword'],
    onSubmit,
  );

  return (
    <SecurityFormCard
      icon={KeyRound}
      title="Alterar senha"
      description={<>Use pelo menos {MIN_PASSWORD_LENGTH} caracteres.</>}
      submitLabel="Atualizar senha"
      form={form}
    >
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField name="currentPassword" label="Senha atual" autoComplete="current-password" />
      <NewPasswordFields />
    </SecurityFormCard>
  );
}
