import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { userMessage } from '@/lib/error-messages';
import { signIn } from '@/data/account/sign-in';
import { loginRedirectTarget, type SecurityRouteState } from '@/features/auth/login-redirect';
import type { LoginValues } from '@/features/auth/login-schema';
import { LOGIN_DELAY_MS, withMinimumDuration } from '@/lib/min-duration';

const LOGIN_FAILED_TOAST = 'login-failed';

/**
 * One login attempt: at least a second long, a destructive toast on failure; on
 * success back where the visitor was going, or to /security when the default password still works.
 */
export function useLogin(): (values: LoginValues) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();

  return async (values) => {
    let usedDefaultPassword: boolean;
    try {
      ({ usedDefaultPassword } = await withMinimumDuration(() => signIn(values), LOGIN_DELAY_MS));
    } catch (error) {
      // One failure toast at a time, gone once the owner gets in.
      toast.error('Falha no login', { id: LOGIN_FAILED_TOAST, description: userMessage(error) });
      return;
    }
    toast.dismiss(LOGIN_FAILED_TOAST);
    if (usedDefaultPassword) {
      const state: SecurityRouteState = { defaultPassword: true };
      await navigate('/security', { replace: true, state });
    } else {
      await navigate(loginRedirectTarget(location.state), { replace: true });
    }
  };
}
