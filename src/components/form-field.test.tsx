import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormControl, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { Input } from '@/components/ui/input';

/** A FormField around an Input; returns the input its label names. */
function renderInputField(field: { id?: string; label: string; hint?: string; error?: string }) {
  render(
    <FormField {...field}>
      <FormControl>
        <Input />
      </FormControl>
    </FormField>,
  );
  return screen.getByLabelText(field.label);
}

describe('FormField', () => {
  it('ties its control to the label and to the hint, written once on the field', () => {
    const input = renderInputField({ id: 'shop-cep', label: 'CEP', hint: 'Preenche o endereço.' });
    expect(input.id).toBe('shop-cep');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe('shop-cep-hint');
    expect(document.getElementById('shop-cep-hint')?.textContent).toBe('Preenche o endereço.');
  });

  it('shows the error instead of the hint and marks the control invalid', () => {
    const input = renderInputField({
      label: 'Nome',
      hint: 'Como aparece no cardápio.',
      error: 'Informe o nome.',
    });
    expect(input.id).not.toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Informe o nome.');
    expect(screen.queryByText('Como aparece no cardápio.')).toBeNull();
  });
});

describe('SubmitButton', () => {
  it('spins and cannot be pressed again while pending, with its pending label', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Salvando...">
        Salvar
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.querySelector('svg')).toBeNull();

    rerender(
      <SubmitButton pending pendingLabel="Salvando...">
        Salvar
      </SubmitButton>,
    );
    const pending = screen.getByRole('button', { name: 'Salvando...' });
    expect(pending).toHaveProperty('disabled', true);
    expect(pending.querySelector('svg.animate-spin')).not.toBeNull();
  });
});
