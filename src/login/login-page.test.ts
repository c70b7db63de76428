import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginValues } from '@/domain/login';
import { mountLoginPage, type LoginPageDeps } from '@/login/login-page';

const type = (label: string, value: string) =>
  fireEvent.input(Object.assign(screen.getByLabelText(label), { value }));

function mount(deps: Partial<LoginPageDeps> = {}) {
  const root = document.createElement('div');
  document.body.append(root);
  const all: LoginPageDeps = {
    signIn: vi.fn(async () => ({ usedDefaultPassword: false })),
    defaultLoginActive: vi.fn(async () => false),
    onThisMachine: true,
    navigate: vi.fn(),
    loadResetForm: () => import('@/login/reset-form').then((m) => m.mountResetForm),
    ...deps,
  };
  mountLoginPage(root, all);
  return all;
}

describe('the login page', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the username and the password, marking both fields invalid', () => {
    const { signIn } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(screen.getByText('Informe o nome de usuário.')).toBeTruthy();
    expect(screen.getByText('Informe a senha.')).toBeTruthy();
    const username = screen.getByLabelText('Nome de usuário');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-describedby')).toBe('login-username-error');
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(signIn).not.toHaveBeenCalled();

    // Corrected as it is typed, as the app's forms do.
    type('Nome de usuário', 'admin');
    expect(screen.queryByText('Informe o nome de usuário.')).toBeNull();
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('reads "Entrando..." and is disabled while waiting, so one click signs in once', async () => {
    let finish: (value: { usedDefaultPassword: boolean }) => void = () => {};
    const signIn = vi.fn<(values: LoginValues) => Promise<{ usedDefaultPassword: boolean }>>(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const { navigate } = mount({ signIn, next: '/orders?status=pending' });
    type('Nome de usuário', '  admin ');
    type('Senha', 'admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const waiting = screen.getByRole('button', { name: 'Entrando...' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    fireEvent.click(waiting);
    fireEvent.submit(waiting.closest('form')!);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn.mock.calls[0]![0]).toEqual({ username: 'admin', password: 'admin123' });

    finish({ usedDefaultPassword: false });
    // Back where the guard stopped the visitor, after the login's minimum time.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders?status=pending'));
  });

  it('sends the default password to /security', async () => {
    const { navigate } = mount({ signIn: async () => ({ usedDefaultPassword: true }) });
    type('Nome de usuário', 'admin');
    type('Senha', 'admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/security'));
  });

  it('says the login failed, in pt-BR, and lets the visitor try again', async () => {
    const { AppError } = await import('@/lib/errors');
    const { navigate } = mount({
      signIn: async () => {
        throw new AppError('wrong_credentials');
      },
    });
    type('Nome de usuário', 'admin');
    type('Senha', 'errada');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Falha no login');
    expect(toast.textContent).toContain('Nome de usuário ou senha incorretos.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    mount();
    const password = screen.getByLabelText('Senha') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.type).toBe('password');
  });

  it('shows the default credentials while they still work', async () => {
    mount({ defaultLoginActive: async () => true });
    expect(screen.getByRole('heading', { name: 'Painel Delivery' })).toBeTruthy();
    const hint = await screen.findByRole('complementary', { name: 'Acesso padrão' });
    expect(hint.textContent).toContain('Usuário padrão:admin');
    expect(hint.textContent).toContain('Senha padrão:admin123');
  });

  it('hides them once the default password was changed', async () => {
    const { defaultLoginActive } = mount({ defaultLoginActive: vi.fn(async () => false) });
    await act(async () => {});
    expect(defaultLoginActive).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Acesso padrão' })).toBeNull();
    expect(screen.queryByText(/admin123/)).toBeNull();
  });

  it('never shows the default pair on a public address, even while it still signs in', async () => {
    const { defaultLoginActive } = mount({
      onThisMachine: false,
      defaultLoginActive: vi.fn(async () => true),
    });
    await act(async () => {});
    expect(defaultLoginActive).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary', { name: 'Acesso padrão' })).toBeNull();
    expect(screen.queryByText(/admin123/)).toBeNull();
  });

  it('offers "Esqueci minha senha": where to get a code, and the way back', async () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    // The reset form's code loads when asked for.
    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    const form = await screen.findByRole('form', { name: 'Redefinir senha' });
    expect(form.textContent).toContain('npm run create-admin -- --reset seu-usuario');
    expect(screen.getByLabelText('Código')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Redefinir senha' })).toBeNull();
  });
});
