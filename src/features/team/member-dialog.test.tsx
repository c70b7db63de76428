import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PostgrestError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { teamError } from '@/data/team/team-error';
import { MemberDialog } from './member-dialog';
import { teamMember } from './test-members';

const create = vi.fn();
const update = vi.fn();
vi.mock('@/data/team/create-staff-member', () => ({
  useCreateStaffMember: () => ({ mutateAsync: create }),
}));
vi.mock('@/data/team/update-staff-member', () => ({
  useUpdateStaffMember: () => ({ mutateAsync: update }),
}));

/** A refusal as the team rpcs send it: a pt-BR message and a machine code in details. */
const refusal = (details: string, message: string) =>
  teamError({ code: 'P0001', details, message, hint: '' } as PostgrestError);

const owner = teamMember({ user_id: 'u-owner' });

beforeEach(() => {
  create.mockReset();
  update.mockReset();
});

describe('MemberDialog', () => {
  it('adds a person with a lower-case username, after checking the fields', async () => {
    const onOpenChange = vi.fn();
    create.mockResolvedValue(undefined);
    render(<MemberDialog open editing={null} onOpenChange={onOpenChange} />);
    fireEvent.change(screen.getByLabelText('Nome de usuário'), { target: { value: 'B' } });
    fireEvent.change(screen.getByLabelText('Senha inicial'), { target: { value: 'curta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres.')).toBeTruthy();
    expect(screen.getByText('Informe o nome da pessoa.')).toBeTruthy();
    expect(screen.getByLabelText('Nome de usuário').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Nome de usuário'), { target: { value: ' Bia ' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Bia do Caixa' } });
    fireEvent.change(screen.getByLabelText('Senha inicial'), { target: { value: 'senha-da-bia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(create).toHaveBeenCalledWith({
      username: 'bia',
      display_name: 'Bia do Caixa',
      role: 'attendant',
      password: 'senha-da-bia',
    });
  });

  it('shows a taken username under the username field', async () => {
    create.mockRejectedValue(refusal('username_taken', 'Este nome de usuário já está em uso.'));
    render(<MemberDialog open editing={null} onOpenChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Nome de usuário'), { target: { value: 'caixa' } });
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Outra' } });
    fireEvent.change(screen.getByLabelText('Senha inicial'), { target: { value: 'senha-longa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Este nome de usuário já está em uso.')).toBeTruthy();
    expect(screen.getByLabelText('Nome de usuário').getAttribute('aria-invalid')).toBe('true');
  });

  it("keeps the last owner's refusal in the dialog, above its buttons", async () => {
    const onOpenChange = vi.fn();
    const lastOwner = 'A loja precisa de pelo menos um dono ativo. Cadastre outro dono antes.';
    update.mockRejectedValue(refusal('last_owner', lastOwner));
    render(<MemberDialog open editing={owner} onOpenChange={onOpenChange} />);
    expect(screen.queryByLabelText('Nome de usuário')).toBeNull();
    expect(screen.queryByLabelText('Senha inicial')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect((await screen.findByRole('alert')).textContent).toBe(lastOwner);
    expect(update).toHaveBeenCalledWith({ ...owner, display_name: 'Carla', role: 'owner' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
