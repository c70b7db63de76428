// /login's behaviour, without React (docs/architecture.md, "The login page"): the form's checks
// and messages, the password's show/hide, the pending button held at least a second, the failure
// toast, the default-pair hint on this machine, and "Esqueci minha senha", whose rare form is the
// app's own React form, loaded when asked for.
import {
  checkLogin,
  loginRedirectTarget,
  type LoginErrors,
  type LoginValues,
} from '@/domain/login';
import { userMessage } from '@/lib/error-messages';
import { LOGIN_DELAY_MS, withMinimumDuration } from '@/lib/min-duration';
import { dismissFailureToast, showFailureToast } from '@/login/failure-toast';
import { icon } from '@/login/icons';
import {
  defaultCredentialsHintHtml,
  FIELD_ERROR_CLASS,
  loadingHtml,
  loginFormHtml,
  pageHtml,
  resetDoneHtml,
  SUBMIT_IDLE,
} from '@/login/login-view';

/** Mounts the reset form in `container`; it calls one of the callbacks once, when it is done. */
export type MountResetForm = (
  container: HTMLElement,
  on: { done: () => void; cancel: () => void; failed: (error: unknown) => void },
) => void;

export interface LoginPageDeps {
  signIn: (values: LoginValues) => Promise<{ usedDefaultPassword: boolean }>;
  /** Whether the default pair still signs in; asked only when `onThisMachine`. */
  defaultLoginActive: () => Promise<boolean>;
  onThisMachine: boolean;
  /** Where the guard stopped the visitor (a path), if it did. */
  next?: string;
  /** Leaves the page for the app (a full page load). */
  navigate: (path: string) => void;
  loadResetForm: () => Promise<MountResetForm>;
}

const FIELDS = { username: 'login-username', password: 'login-password' } as const;

export function mountLoginPage(root: HTMLElement, deps: LoginPageDeps): void {
  root.innerHTML = pageHtml;
  const content = root.querySelector<HTMLElement>('[data-slot="card-content"]')!;
  let hintActive = false;
  let mode: 'login' | 'reset' = 'login';

  function showLogin(resetDone: boolean) {
    mode = 'login';
    content.innerHTML = (resetDone ? resetDoneHtml : '') + loginFormHtml;
    if (hintActive) content.insertAdjacentHTML('beforeend', defaultCredentialsHintHtml);
    wireForm(content.querySelector('form')!, deps);
    content.querySelector('[data-forgot-password]')!.addEventListener('click', showReset);
  }

  function showReset() {
    mode = 'reset';
    content.innerHTML = loadingHtml;
    deps.loadResetForm().then(
      (mount) => {
        if (mode !== 'reset') return;
        content.innerHTML = '';
        mount(content, {
          done: () => showLogin(true),
          cancel: () => showLogin(false),
          failed: (error) => showFailureToast('Erro', userMessage(error)),
        });
      },
      (error: unknown) => {
        showLogin(false);
        showFailureToast('Erro', userMessage(error));
      },
    );
  }

  showLogin(false);
  // Anchored at the top (pageHtml): the hint arrives with its own request and grows the card
  // downwards, so nothing above it (the form, the Entrar button) moves under a finger.
  if (deps.onThisMachine) {
    void deps.defaultLoginActive().then((active) => {
      hintActive = active;
      if (active && mode === 'login') {
        content.insertAdjacentHTML('beforeend', defaultCredentialsHintHtml);
      }
    });
  }
}

function wireForm(form: HTMLFormElement, deps: LoginPageDeps) {
  const input = (field: keyof LoginValues) =>
    form.querySelector<HTMLInputElement>(`#${FIELDS[field]}`)!;
  const submitButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const toggle = form.querySelector<HTMLButtonElement>('[data-toggle-password]')!;
  const values = (): LoginValues => ({
    username: input('username').value,
    password: input('password').value,
  });
  let submitted = false;
  let pending = false;

  toggle.addEventListener('click', () => {
    const password = input('password');
    const shown = password.type === 'password';
    password.type = shown ? 'text' : 'password';
    toggle.setAttribute('aria-label', shown ? 'Ocultar senha' : 'Mostrar senha');
    toggle.innerHTML = shown ? icon('eye-off', 'size-4') : icon('eye', 'size-4');
  });

  // As react-hook-form does: checked on submit, then again as the visitor corrects the fields.
  form.addEventListener('input', () => {
    if (submitted) showErrors(form, check(values()).errors);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (pending) return;
    submitted = true;
    const result = check(values());
    showErrors(form, result.errors);
    if (!result.values) {
      const first = (Object.keys(FIELDS) as Array<keyof LoginValues>).find(
        (field) => result.errors[field],
      );
      if (first) input(first).focus();
      return;
    }
    void signIn(result.values);
  });

  function setPending(on: boolean) {
    pending = on;
    submitButton.disabled = on;
    submitButton.innerHTML = on
      ? `${icon('loader-circle', 'animate-spin')}Entrando...`
      : SUBMIT_IDLE;
  }

  async function signIn(checked: LoginValues) {
    setPending(true);
    let usedDefaultPassword: boolean;
    try {
      ({ usedDefaultPassword } = await withMinimumDuration(
        () => deps.signIn(checked),
        LOGIN_DELAY_MS,
      ));
    } catch (error) {
      setPending(false);
      showFailureToast('Falha no login', userMessage(error));
      return;
    }
    dismissFailureToast();
    // The button stays pending while the app loads.
    deps.navigate(usedDefaultPassword ? '/security' : loginRedirectTarget(deps.next));
  }
}

function check(values: LoginValues): { errors: LoginErrors; values?: LoginValues } {
  const result = checkLogin(values);
  return result.ok ? { errors: {}, values: result.values } : { errors: result.errors };
}

/** Each field's message under it, tied to it as FormField does (aria-invalid, aria-describedby). */
function showErrors(form: HTMLFormElement, errors: LoginErrors) {
  for (const [field, id] of Object.entries(FIELDS) as Array<[keyof LoginValues, string]>) {
    const control = form.querySelector<HTMLInputElement>(`#${id}`)!;
    const message = errors[field];
    let shown = form.querySelector<HTMLElement>(`#${id}-error`);
    if (!message) {
      shown?.remove();
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
      continue;
    }
    if (!shown) {
      shown = document.createElement('p');
      shown.id = `${id}-error`;
      shown.className = FIELD_ERROR_CLASS;
      control.closest('.grid')!.append(shown);
    }
    shown.textContent = message;
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', shown.id);
  }
}
