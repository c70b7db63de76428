import { UserRound } from 'lucide-react';
import { PasswordField, UsernameField } from '@/features/auth/security-fields';
import { SecurityFormCard } from '@/features/auth/security-form-card';
import { changeUsernameSchema, type ChangeUsernameValues } from '@/features/auth/security-schemas';
import { useSecurityForm } from '@/features/auth/use-security-form';

interface ChangeUsernameFormProps {
  /** Saves the change; rejects with a FieldError for a field's problem. */
  onSubmit: (values: ChangeUsernameValues) => Promise<unknown>;
}

const defaultValues: ChangeUsernameValues = { newUsername: '', currentPassword: '' };

export function ChangeUsernameForm({ onSubmit }: ChangeUsernameFormProps) {
  const form = useSecurityForm(
    changeUsernameSchema,
    defaultValues,
    ['newUsername', 'currentPassword'],
    onSubmit,
  );

  return (
    <SecurityFormCard
      icon={UserRound}
      title="Alterar nome de usuário"
      description="O novo nome passa a valer no próximo login."
      submitLabel="Atualizar nome de usuário"
      form={form}
    >
      <UsernameField name="newUsername" label="Novo nome de usuário" />
      <PasswordField name="currentPassword" label="Senha atual" autoComplete="current-password" />
    </SecurityFormCard>
  );
}
