import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldA11y } from '@/lib/field-a11y';
import { FormField } from '@/components/form-field';
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
        <Input
          {...fieldA11y('login-username', errors.username?.message)}
          {...register('username')}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="Seu nome de usuário"
        />
      </FormField>
      <FormField id="login-password" label="Senha" error={errors.password?.message}>
        <PasswordInput
          {...fieldA11y('login-password', errors.password?.message)}
          {...register('password')}
          autoComplete="current-password"
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
