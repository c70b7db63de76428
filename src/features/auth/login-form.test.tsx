import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/login-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginForm', () => {
  it('asks for the username and the password, marking both fields invalid', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<LoginForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe o nome de usuário.')).toBeTruthy();
    expect(screen.getByText('Informe a senha.')).toBeTruthy();
    expect(screen.getByLabelText('Nome de usuário').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads "Entrando..." and is disabled while waiting, so one click signs in once', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn<(values: unknown) => Promise<void>>(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    render(<LoginForm onSubmit={onSubmit} />);
    type('Nome de usuário', '  admin ');
    type('Senha', 'admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    const waiting = await screen.findByRole('button', { name: 'Entrando...' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(waiting);
    fireEvent.submit(waiting.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ username: 'admin', password: 'admin123' });

    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy());
  });

  it('shows and hides the password', () => {
    render(<LoginForm onSubmit={async () => {}} />);
    const password = screen.getByLabelText('Senha') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.type).toBe('password');
  });
});
