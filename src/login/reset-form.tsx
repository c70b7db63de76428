// "Esqueci minha senha" on the login page: the app's React form, downloaded only when asked for.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resetPasswordWithCode } from '@/data/account/reset-password-with-code';
import { FieldError } from '@/lib/errors';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';
import type { MountResetForm } from '@/login/login-page';

export const mountResetForm: MountResetForm = (container, on) => {
  const root = createRoot(container);
  // After the form's own handlers have run (it empties itself once saved).
  const close = (then: () => void) =>
    setTimeout(() => {
      root.unmount();
      then();
    });
  root.render(
    <StrictMode>
      <ResetPasswordForm
        onSubmit={async (values) => {
          try {
            await resetPasswordWithCode(values);
          } catch (error) {
            // A code's or a password's problem shows under its field; anything else as a toast.
            if (!(error instanceof FieldError)) on.failed(error);
            throw error;
          }
          close(on.done);
        }}
        onCancel={() => close(on.cancel)}
      />
    </StrictMode>,
  );
};
