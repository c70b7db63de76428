import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scheduleKeys } from '@/data/schedule/keys';
import type { ScheduleSlot } from '@/data/schedule/get-schedule-slots';
import { ScheduleChoice, type OrderTiming } from './schedule-choice';
import { renderCheckoutForm } from './test-checkout-form';

const TZ = 'America/Sao_Paulo';
// Friday 27/11/2026 at 17:00 in São Paulo; slots today and tomorrow
const NOW = new Date('2026-11-27T17:00:00-03:00');
const slot = (iso: string, remaining: number | null = null): ScheduleSlot => ({
  startsAt: new Date(iso).toISOString(),
  endsAt: new Date(new Date(iso).getTime() + 30 * 60_000).toISOString(),
  remaining,
});
const SLOTS = [
  slot('2026-11-27T19:00:00-03:00', 0),
  slot('2026-11-27T19:30:00-03:00', 2),
  slot('2026-11-28T12:00:00-03:00'),
  slot('2026-11-28T12:30:00-03:00'),
];

function Choice({ canOrderNow = true }: { canOrderNow?: boolean }) {
  const [timing, setTiming] = useState<OrderTiming>(canOrderNow ? 'now' : 'scheduled');
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <ScheduleChoice
      timing={timing}
      onTimingChange={setTiming}
      canOrderNow={canOrderNow}
      slots={SLOTS}
      loading={false}
      timezone={TZ}
      slot={chosen}
      onSlotChange={setChosen}
      now={NOW}
    />
  );
}

const radio = (el: HTMLElement) => el as HTMLInputElement;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ScheduleChoice', () => {
  it('offers "Agora" while open, and "Agendar" with the days, then their slots, full ones greyed', () => {
    render(<Choice />);
    expect(radio(screen.getByRole('radio', { name: /Agora/ })).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Hoje' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Agendar/ }));
    expect(radio(screen.getByRole('radio', { name: 'Hoje' })).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Amanhã' })).toBeTruthy();
    const full = screen.getByRole('radio', { name: /19:00–19:30/ });
    expect(radio(full).disabled).toBe(true);
    expect(screen.getByText('Lotado')).toBeTruthy();
    const open = screen.getByRole('radio', { name: '19:30–20:00' });
    expect(radio(open).disabled).toBe(false);
    fireEvent.click(open);
    expect(radio(open).checked).toBe(true);
    // another day: its first free slot is chosen, and only its slots are shown
    fireEvent.click(screen.getByRole('radio', { name: 'Amanhã' }));
    expect(radio(screen.getByRole('radio', { name: '12:00–12:30' })).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: '19:30–20:00' })).toBeNull();
  });

  it('while closed: "Agora" is not offered', () => {
    render(<Choice canOrderNow={false} />);
    expect(radio(screen.getByRole('radio', { name: /Agora/ })).disabled).toBe(true);
    expect(screen.getByText('Loja fechada agora')).toBeTruthy();
    expect(radio(screen.getByRole('radio', { name: /Agendar/ })).checked).toBe(true);
  });
});

describe('the checkout with scheduling on', () => {
  function renderCheckout(closedLine: string | null) {
    renderCheckoutForm({
      settings: { schedulingEnabled: true },
      closedLine,
      seed: (queryClient) => queryClient.setQueryData(scheduleKeys.slots('delivery'), SLOTS),
    });
  }

  it('asks for a slot before sending a scheduled order', () => {
    renderCheckout(null);
    fireEvent.click(screen.getByRole('radio', { name: /Agendar/ }));
    fireEvent.submit(document.getElementById('checkout-form')!);
    expect(screen.getByRole('alert').textContent).toContain(
      'Escolha um horário para o agendamento.',
    );
  });

  it('while closed, offers only "Agendar" and lets the order be sent for a slot', () => {
    renderCheckout('Fechado agora · abre amanhã às 11:00');
    expect(radio(screen.getByRole('radio', { name: /Agora/ })).disabled).toBe(true);
    expect(radio(screen.getByRole('radio', { name: /Agendar/ })).checked).toBe(true);
    // the slots are there, so the button sends (the server decides) instead of saying "closed"
    expect(screen.getByRole('button', { name: 'Finalizar Pedido' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('is not shown when the shop does not schedule', () => {
    renderCheckoutForm();
    expect(screen.queryByText('Quando?')).toBeNull();
  });
});
