import { describe, expect, it } from 'vitest';
import { userMessage } from '@/lib/error-messages';
import { AppError, FieldError } from '@/lib/errors';

describe('userMessage', () => {
  it("words our own failures by their code, or gives the server's own sentence", () => {
    expect(userMessage(new AppError('save_settings_failed'))).toBe(
      'Erro ao salvar as configurações',
    );
    expect(userMessage(new FieldError('currentPassword', 'wrong_current_password'))).toBe(
      'Senha atual incorreta.',
    );
    const taken = new FieldError('newUsername', 'username_change_failed', {
      userText: 'Este nome de usuário já está em uso.',
    });
    expect(userMessage(taken)).toBe('Este nome de usuário já está em uso.');
  });

  it("shows an RPC's refusal as written, and maps PostgREST codes, statuses and the network", () => {
    expect(userMessage({ code: 'P0001', message: 'A loja está fechada.' })).toBe(
      'A loja está fechada.',
    );
    expect(userMessage({ code: '23505', message: 'duplicate key' })).toBe(
      'Já existe um registro com esses dados.',
    );
    expect(userMessage({ status: 429 })).toBe(
      'Muitas tentativas seguidas. Aguarde um instante e tente novamente.',
    );
    expect(userMessage(new TypeError('Failed to fetch'))).toBe(
      'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
    );
    expect(userMessage('?')).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });
});
