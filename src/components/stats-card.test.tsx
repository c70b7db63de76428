import { render, screen, within } from '@testing-library/react';
import { ShoppingBag } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatsCard } from '@/components/stats-card';

const card = (name: string) => screen.getByRole('group', { name });

describe('StatsCard', () => {
  it('shows its title, value and icon, and no change when none is given', () => {
    render(<StatsCard title="Total de Pedidos" value={42} icon={ShoppingBag} />);
    const total = card('Total de Pedidos');
    expect(within(total).getByText('42')).toBeTruthy();
    expect(total.querySelector('svg')).not.toBeNull();
    expect(within(total).queryByText(/desde ontem/)).toBeNull();
    expect(total.dataset.highlight).toBeUndefined();
  });

  it('keeps the room of a detail still to come, and fills it when it comes', () => {
    const { rerender } = render(
      <StatsCard title="Pedidos" value="—" icon={ShoppingBag} reserveDetail />,
    );
    const room = card('Pedidos').querySelector('p.min-h-8');
    expect(room?.textContent).toBe('');
    rerender(
      <StatsCard
        title="Pedidos"
        value={0}
        icon={ShoppingBag}
        detail="fora da conta: 1 aguardando"
        reserveDetail
      />,
    );
    expect(card('Pedidos').querySelector('p.min-h-8')?.textContent).toBe(
      'fora da conta: 1 aguardando',
    );
  });

  it('shows a rise with a plus sign in green', () => {
    render(<StatsCard title="Vendas" value="R$ 10,00" icon={ShoppingBag} change={12.5} />);
    const change = within(card('Vendas')).getByText('+12,5%');
    expect(change.className).toContain('text-success-foreground');
    expect(change.parentElement?.textContent).toBe('+12,5%desde ontem');
  });

  it('shows a fall with a minus sign in red', () => {
    render(<StatsCard title="Vendas" value="R$ 10,00" icon={ShoppingBag} change={-5} />);
    const change = within(card('Vendas')).getByText('\u22125%');
    expect(change.className).toContain('text-destructive');
    expect(within(card('Vendas')).getByText(/desde ontem/)).toBeTruthy();
  });

  it('shows no change without a sign or colour', () => {
    render(<StatsCard title="Vendas" value={0} icon={ShoppingBag} change={0} />);
    const change = within(card('Vendas')).getByText('0%');
    expect(change.className).not.toMatch(/text-(success|destructive)/);
  });

  it('takes the warning (yellow) or info (blue) tone when highlighted', () => {
    render(
      <>
        <StatsCard title="Pedidos Pendentes" value={3} icon={ShoppingBag} highlight="warning" />
        <StatsCard title="Em Preparo" value={1} icon={ShoppingBag} highlight="info" />
      </>,
    );
    expect(card('Pedidos Pendentes').className).toContain('bg-warning/10');
    expect(card('Em Preparo').className).toContain('bg-info/10');
  });
});
