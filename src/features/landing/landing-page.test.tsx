import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '@/features/landing/landing-page';
import { renderApp } from '@/test/render-app';

function renderLanding(signedIn: boolean) {
  renderApp(<LandingPage signedIn={signedIn} />);
}

const link = (name: string) => screen.getByRole('link', { name });

describe('LandingPage', () => {
  it('sends a visitor who is signed out to the login page', () => {
    renderLanding(false);
    expect(link('Acessar Sistema').getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Acessar Dashboard' })).toBeNull();
  });

  it('sends a signed-in admin to the dashboard', () => {
    renderLanding(true);
    expect(link('Acessar Dashboard').getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Acessar Sistema' })).toBeNull();
  });

  it('shows the tagline and both menu buttons', () => {
    renderLanding(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sistema de Pedidos');
    expect(screen.getByText('Sistema completo de pedidos online para seu delivery')).toBeTruthy();
    expect(link('Ver Cardápio').getAttribute('href')).toBe('/client');
    expect(link('Experimentar Cardápio').getAttribute('href')).toBe('/client');
  });

  it('lists the QR code menu and the online orders among the features', () => {
    renderLanding(false);
    expect(screen.getByRole('heading', { name: 'Cardápio Digital' })).toBeTruthy();
    expect(screen.getByText('Compartilhe seu cardápio com um QR Code')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pedidos Online' })).toBeTruthy();
    expect(screen.getByText('Receba pedidos em tempo real no painel de controle')).toBeTruthy();
  });
});
