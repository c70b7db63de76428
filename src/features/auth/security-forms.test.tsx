import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldError } from '@/lib/errors';
import { ChangePasswordForm } from '@/features/auth/change-password-form';
import { ChangeUsernameForm } from '@/features/auth/change-username-form';

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

describe('ChangePasswordForm', () => {
  const renderForm = (onSubmit: (values: unknown) => Promise<unknown>) => {
    render(<ChangePasswordForm username="admin" onSubmit={onSubmit} />);
    return screen.getByRole('form', { name: 'Alterar senha' });
  };
  /** Fills the form and presses 'Atualizar senha'. */
  const submit = (form: HTMLElement, values: Record<string, string>) => {
    fill(form, values);
    fireEvent.click(within(form).getByRole('button', { name: 'Atualizar senha' }));
  };
  /** Asks to change the password from `current` to 'nova-senha'. */
  const changeFrom = (form: HTMLElement, current: string) =>
    submit(form, {
      'Senha atual': current,
      'Nova senha': 'nova-senha',
      'Confirmar nova senha': 'nova-senha',
    });

  it('shows the pt-BR messages under the fields', async () => {
    const onSubmit = vi.fn(async () => {});
    const form = renderForm(onSubmit);
    submit(form, { 'Nova senha': 'abc', 'Confirmar nova senha': 'abd' });

    expect(
      await within(form).findByText('Digite sua senha atual para confirmar a mudança.'),
    ).toBeTruthy();
    expect(within(form).getByText('A nova senha deve ter pelo menos 8 caracteres.')).toBeTruthy();
    expect(within(form).getByText('As senhas não coincidem.')).toBeTruthy();
    expect(within(form).getByLabelText('Confirmar nova senha').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a wrong current password under its field and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new FieldError('currentPassword', 'wrong_current_password');
    });
    const form = renderForm(onSubmit);
    changeFrom(form, 'errada');

    expect(await within(form).findByText('Senha atual incorreta.')).toBeTruthy();
    expect(within(form).getByLabelText('Senha atual').getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Nova senha') as HTMLInputElement).value).toBe(
      'nova-senha',
    );
  });

  it('clears the form after a successful change', async () => {
    const onSubmit = vi.fn(async () => {});
    const form = renderForm(onSubmit);
    changeFrom(form, 'admin123');

    await waitFor(() =>
      expect((within(form).getByLabelText('Nova senha') as HTMLInputElement).value).toBe(''),
    );
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'admin123',
      newPassword: 'nova-senha',
      confirmPassword: 'nova-senha',
    });
  });
});

describe('ChangeUsernameForm', () => {
  const renderForm = (onSubmit: (values: unknown) => Promise<unknown>) => {
    render(<ChangeUsernameForm onSubmit={onSubmit} />);
    return screen.getByRole('form', { name: 'Alterar nome de usuário' });
  };

  it('shows the pt-BR messages under the fields', async () => {
    const form = renderForm(vi.fn(async () => {}));
    fireEvent.click(within(form).getByRole('button', { name: 'Atualizar nome de usuário' }));
    expect(
      await within(form).findByText('O novo nome de usuário não pode ser vazio.'),
    ).toBeTruthy();
    expect(within(form).getByText('Digite sua senha atual para confirmar a mudança.')).toBeTruthy();
  });

  it('says when the username is taken, and saves a valid one trimmed', async () => {
    const onSubmit = vi
      .fn<(values: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new FieldError('newUsername', 'username_change_failed', {
          userText: 'Este nome de usuário já está em uso.',
        }),
      )
      .mockResolvedValueOnce('gerente');
    const form = renderForm(onSubmit);
    fill(form, { 'Novo nome de usuário': ' gerente ', 'Senha atual': 'admin123' });
    fireEvent.click(within(form).getByRole('button', { name: 'Atualizar nome de usuário' }));
    expect(await within(form).findByText('Este nome de usuário já está em uso.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Atualizar nome de usuário' }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Novo nome de usuário') as HTMLInputElement).value).toBe(
        '',
      ),
    );
    expect(onSubmit).toHaveBeenLastCalledWith({
      newUsername: 'gerente',
      currentPassword: 'admin123',
    });
  });
});
