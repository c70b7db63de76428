import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormControl, FormField } from '@/components/form-field';
import { PasswordInput } from '@/features/auth/password-input';

/** A field's error, read from the form around it (FormProvider). */
function useFieldError(name: string) {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

/** A password of a security form, registered in the form around it (FormProvider). */
export function PasswordField({
  name,
  label,
  autoComplete,
}: {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { register } = useFormContext();
  return (
    <FormField label={label} error={useFieldError(name)}>
      <FormControl>
        <PasswordInput {...register(name)} autoComplete={autoComplete} />
      </FormControl>
    </FormField>
  );
}

/** The new password and its confirmation (`newPassword`, `confirmPassword`). */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField name="newPassword" label="Nova senha" autoComplete="new-password" />
      <PasswordField
        name="confirmPassword"
        label="Confirmar nova senha"
        autoComplete="new-password"
      />
    </>
  );
}

/** A username, typed as it is: no capital letter, correction or spelling check by the phone. */
export function UsernameField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <FormField label={label} error={useFieldError(name)}>
      <FormControl>
        <Input
          {...register(name)}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      </FormControl>
    </FormField>
  );
}
