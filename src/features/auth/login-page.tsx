import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/data/account/use-session';
import { useDefaultLoginActive } from '@/data/account/get-default-login-active';
import { useResetPasswordWithCode } from '@/data/account/reset-password-with-code';
import { useAuthMirror } from '@/features/auth/auth-mirror';
import { DefaultCredentialsHint } from '@/features/auth/default-credentials-hint';
import { LoginForm } from '@/features/auth/login-form';
import { isLoopbackHostname } from '@/features/auth/loopback';
import type { ResetPasswordValues } from '@/features/auth/security-schemas';
import type { LoginValues } from '@/features/auth/login-schema';
import { useLogin } from '@/features/auth/use-login';

type SessionStore = Parameters<typeof useSession>[0];

// "Esqueci minha senha" is rare: its form (and zod's full API) loads when asked for.
const ResetPasswordForm = lazy(() =>
  import('@/features/auth/reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);

/** /login. */
export function LoginPage({ store }: { store?: SessionStore }) {
  const session = useSession(store);
  useAuthMirror(session);
  const login = useLogin();
  const onThisMachine = isLoopbackHostname(window.location.hostname);
  const defaultLogin = useDefaultLoginActive({ enabled: onThisMachine });
  // A login started here navigates by itself once it succeeds; the redirect below is for visitors
  // who arrive already signed in (they go to /).
  const [signingInHere, setSigningInHere] = useState(false);
  // The login form, "Esqueci minha senha", or the login again once the password was reset.
  const [mode, setMode] = useState<'login' | 'reset' | 'reset-done'>('login');
  const resetPassword = useResetPasswordWithCode();

  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in' && !signingInHere) return <Navigate to="/" replace />;

  async function submit(values: LoginValues) {
    setSigningInHere(true);
    await login(values);
  }

  async function reset(values: ResetPasswordValues) {
    await resetPassword.mutateAsync(values);
    setMode('reset-done');
  }

  // Anchored at the top, not centred: the default-pair hint arrives with its own request and grows
  // the card downwards, so nothing above it (the form, the Entrar button) moves under a finger.
  return (
    <main className="relative grid min-h-svh content-start justify-items-center overflow-hidden bg-background px-4 pb-10 pt-10 sm:pb-16 sm:pt-[max(4rem,10svh)]">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,hsl(var(--primary)/0.16),transparent_60%)]"
      />
      <div className="relative w-full max-w-sm">
        <Link
          to="/"
          className="mx-auto mb-8 flex w-fit items-center gap-2.5 rounded-md text-xl font-bold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="grid size-10 place-items-center rounded-xl bg-primary text-primary-foreground shadow-md">
            <ReceiptText className="size-5" aria-hidden="true" />
          </span>
          Comanda
        </Link>
        <Card className="shadow-xl shadow-primary/5">
          <CardHeader className="text-center">
            <CardTitle>
              <h1 className="text-2xl tracking-tight">Painel Delivery</h1>
            </CardTitle>
            <CardDescription>Entre para acompanhar os pedidos da sua loja.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {mode === 'reset' ? (
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-muted-foreground">
                    Carregando...
                  </p>
                }
              >
                <ResetPasswordForm onSubmit={reset} onCancel={() => setMode('login')} />
              </Suspense>
            ) : (
              <>
                {mode === 'reset-done' ? (
                  <p role="status" className="rounded-lg bg-primary/10 p-3 text-sm font-medium">
                    Senha redefinida. Entre com a nova senha.
                  </p>
                ) : null}
                <LoginForm onSubmit={submit} />
                <Button
                  type="button"
                  variant="link"
                  className="-mt-3 justify-self-center"
                  onClick={() => setMode('reset')}
                >
                  Esqueci minha senha
                </Button>
                {onThisMachine && defaultLogin.data ? <DefaultCredentialsHint /> : null}
              </>
            )}
          </CardContent>
        </Card>
        <Link
          to="/"
          className="mx-auto mt-6 flex w-fit items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar ao início
        </Link>
      </div>
    </main>
  );
}
