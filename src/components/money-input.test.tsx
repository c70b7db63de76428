import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from '@/components/money-input';
import { parseMoney } from '@/domain/money';

function RegisteredForm({ onSave }: { onSave: (fee: string) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { fee: '5,00' } });
  return (
    <form onSubmit={handleSubmit((values) => onSave(values.fee))}>
      <label htmlFor="fee">Taxa de entrega (R$)</label>
      <MoneyInput id="fee" {...register('fee')} />
      <button type="submit">Salvar</button>
    </form>
  );
}

function ControlledField() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="minimum">Pedido mínimo (R$)</label>
      <MoneyInput id="minimum" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

/** The registered form with `typed` entered in the fee and the field left; `save` submits it. */
function typeFee(typed: string) {
  const onSave = vi.fn();
  render(<RegisteredForm onSave={onSave} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Taxa de entrega (R$)' });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.blur(input);
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  return { input, onSave, save };
}

describe('MoneyInput', () => {
  it('is a text field with a decimal keypad and a visible R$', () => {
    render(<RegisteredForm onSave={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Taxa de entrega (R$)' });
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.parentElement?.textContent).toContain('R$');
    expect((input as HTMLInputElement).value).toBe('5,00');
  });

  it('with register: takes "7,5", shows "7,50" once left and submits it', async () => {
    const { input, onSave, save } = typeFee('7,5');
    expect(input.value).toBe('7,50');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('7,50'));
    expect(parseMoney(onSave.mock.calls[0]![0] as string)).toBe(7.5);
  });

  it('leaves text that is not money as typed, for the form to refuse', async () => {
    const { input, onSave, save } = typeFee('1e3');
    expect(input.value).toBe('1e3');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('1e3'));
  });

  it('controlled: reports the normalized text to its owner', () => {
    render(<ControlledField />);
    const input = screen.getByRole('textbox', { name: 'Pedido mínimo (R$)' });
    fireEvent.change(input, { target: { value: '1234.5' } });
    expect(screen.getByRole('status').textContent).toBe('1234.5');
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('1.234,50');
    expect(screen.getByRole('status').textContent).toBe('1.234,50');
  });
});
