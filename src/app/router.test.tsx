import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

function renderAt(path: string) {
  render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('app routes', () => {
  it('shows the 404 page for an unknown route', async () => {
    renderAt('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Ops! Página não encontrada' })).toBeTruthy();
  });

  it('shows the landing page inside the site layout at /', async () => {
    renderAt('/');
    // No stored session in a fresh browser, so the main button leads to the login page.
    const login = await screen.findByRole('link', { name: 'Acessar Sistema' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(
      screen.getByText(
        `© ${new Date().getFullYear()} Sistema de Pedidos. Todos os direitos reservados.`,
      ),
    ).toBeTruthy();
  });
});
