import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/form-field';
import { fieldA11y } from '@/lib/field-a11y';
import { PasswordInput } from '@/features/auth/password-input';
import { resetPasswordSchema, type ResetPasswordValues } from '@/features/auth/security-schemas';
import { useSecurityForm } from '@/features/auth/use-security-form';

interface ResetPasswordFormProps {
  /** Sets the new password; rejects with a FieldError for the code's or the password's problem. */
  onSubmit: (values: ResetPasswordValues) => Promise<unknown>;
  onCancel: () => void;
}

const defaultValues: ResetPasswordValues = {
  username: '',
  code: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * "Esqueci minha senha": the accounts have no mailbox, so the code comes from the shop's own
 * machine, where only whoever runs the shop can ask for it.
 */
export function ResetPasswordForm({ onSubmit, onCancel }: ResetPasswordFormProps) {
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSecurityForm(resetPasswordSchema, defaultValues, ['code', 'newPassword'], onSubmit);

  return (
    <form noValidate aria-label="Redefinir senha" onSubmit={submit} className="grid gap-5">
      <div className="grid gap-2 text-sm text-muted-foreground">
        <p>
          No computador ou servidor onde a loja roda, na pasta do Comanda, execute o comando abaixo.
          Ele mostra um código que vale por 15 minutos e funciona uma vez.
        </p>
        <code className="block rounded bg-muted px-2 py-1.5 font-mono text-[0.8125rem] text-foreground">
          npm run create-admin -- --reset seu-usuario
        </code>
      </div>
      <FormField id="reset-username" label="Nome de usuário" error={errors.username?.message}>
        <Input
          {...fieldA11y('reset-username', errors.username?.message)}
          {...register('username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      </FormField>
      <FormField id="reset-code" label="Código" error={errors.code?.message}>
        <Input
          {...fieldA11y('reset-code', errors.code?.message)}
          {...register('code')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX"
        />
      </FormField>
      <FormField id="reset-new-password" label="Nova senha" error={errors.newPassword?.message}>
        <PasswordInput
          {...fieldA11y('reset-new-password', errors.newPassword?.message)}
          {...register('newPassword')}
          autoComplete="new-password"
        />
      </FormField>
      <FormField
        id="reset-confirm-password"
        label="Confirmar nova senha"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldA11y('reset-confirm-password', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
          autoComplete="new-password"
        />
      </FormField>
      <div className="grid gap-2">
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Salvando...' : 'Redefinir senha'}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
          Voltar para o login
        </Button>
      </div>
    </form>
  );
}
