import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { loginSchema, type LoginValues } from '@/features/auth/login-schema';
import { PasswordInput } from '@/features/auth/password-input';

interface LoginFormProps {
  /** Signs in; resolves when the attempt is over (it reports its own failure). */
  onSubmit: (values: LoginValues) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <FormField id="login-username" label="Nome de usuário" error={errors.username?.message}>
        <FormControl>
          <Input
            {...register('username')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="Seu nome de usuário"
          />
        </FormControl>
      </FormField>
      <FormField id="login-password" label="Senha" error={errors.password?.message}>
        <FormControl>
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormControl>
      </FormField>
      <SubmitButton
        pending={isSubmitting}
        pendingLabel="Entrando..."
        icon={<LogIn aria-hidden="true" />}
        type="submit"
        size="lg"
        className="mt-1 w-full"
      >
        Entrar
      </SubmitButton>
    </form>
  );
}
