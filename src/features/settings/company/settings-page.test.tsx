import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { settingsKeys } from '@/data/settings/keys';
import { renderApp, testQueryClient } from '@/test/render-app';
import { SettingsPage } from './settings-page';

const ROW = {
  id: 1,
  whatsapp_number: '5511999999999',
  company_name: 'Pizzaria Bella',
  company_address: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
  company_phone: '(11) 99999-9999',
  logo_url: null,
  delivery_fee: 5,
  minimum_order: 20,
  pickup_minimum_order: 0,
  max_order_total: 3000,
  public_menu_url: null,
  theme: 'purple',
  accepted_payment_methods: ['pix', 'cash'],
  default_payment_method: 'pix',
  auto_accept: false,
  updated_at: '2026-11-26T00:00:00Z',
} as unknown as CompanySettings;

function renderPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(settingsKeys.admin(), ROW);
  renderApp(<SettingsPage />, { queryClient });
}

describe('/settings: one place per fact', () => {
  it('asks the name once, shows the address without an input, and leaves the fee to /delivery', () => {
    renderPage();
    expect(screen.getAllByRole('textbox', { name: /Nome/ })).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /^Endereço( da empresa)?$/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Taxa de entrega/ })).toBeNull();
    expect(screen.getByText('Avenida Paulista, 1578 - Bela Vista, São Paulo - SP')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Áreas de Entrega/ });
    expect(links.every((link) => link.getAttribute('href') === '/delivery')).toBe(true);
  });
});
