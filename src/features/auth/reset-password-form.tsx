import { FormProvider } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { NewPasswordFields, UsernameField } from '@/features/auth/security-fields';
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
  const form = useSecurityForm(
    resetPasswordSchema,
    defaultValues,
    ['code', 'newPassword'],
    onSubmit,
  );
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Redefinir senha" onSubmit={submit} className="grid gap-5">
        <div className="grid gap-2 text-sm text-muted-foreground">
          <p>
            No computador ou servidor onde a loja roda, na pasta do Comanda, execute o comando
            abaixo. Ele mostra um código que vale por 15 minutos e funciona uma vez.
          </p>
          <code className="block rounded bg-muted px-2 py-1.5 font-mono text-[0.8125rem] text-foreground">
            npm run create-admin -- --reset seu-usuario
          </code>
        </div>
        <UsernameField name="username" label="Nome de usuário" />
        <FormField id="reset-code" label="Código" error={errors.code?.message}>
          <FormControl>
            <Input
              {...register('code')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX"
            />
          </FormControl>
        </FormField>
        <NewPasswordFields />
        <div className="grid gap-2">
          <SubmitButton
            pending={isSubmitting}
            pendingLabel="Salvando..."
            type="submit"
            size="lg"
            className="w-full"
          >
            Redefinir senha
          </SubmitButton>
          <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
            Voltar para o login
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
