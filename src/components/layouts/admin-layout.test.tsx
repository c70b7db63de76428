import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout, type AdminLayoutProps } from '@/components/layouts/admin-layout';
import { adminNavItems } from '@/components/layouts/admin-nav-items';
import { rolesForPath } from '@/domain/staff-roles';

function Page() {
  return <h1>página {useLocation().pathname}</h1>;
}

function renderLayout(path = '/dashboard', props: Partial<AdminLayoutProps> = {}) {
  const onSignOut = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: <AdminLayout username="gerente" onSignOut={onSignOut} {...props} />,
        children: [{ path: '*', element: <Page /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSignOut };
}

/** Makes useIsMobile see a phone (true) or a desktop (false). */
function setViewportMobile(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const nav = () => screen.getByRole('navigation', { name: 'Menu do painel' });
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const searchBox = () => screen.getByRole('combobox', { name: 'Buscar página' });

beforeAll(() => {
  // Radix positions menus with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  setViewportMobile(false);
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('AdminLayout', () => {
  it('shows the title and the 11 first pages, the opening hours and the cash register in order, with the page in the main area', () => {
    renderLayout();
    expect(screen.getByText('Painel Delivery')).toBeTruthy();
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Pedidos',
      'Caixa',
      'Produtos',
      'Áreas de Entrega',
      'Horário de Funcionamento',
      'Formas de pagamento',
      'Códigos Promocionais',
      'Cardápio Online',
      'Histórico',
      'Relatórios',
      'Clientes',
      'Configurações',
      'Tema',
      'Segurança',
      'Equipe',
      'Cozinha',
      'Entregas',
    ]);
    expect(within(screen.getByRole('main')).getByRole('heading').textContent).toBe(
      'página /dashboard',
    );
  });

  it("shows in the menu only the pages it is given (the signed-in role's)", () => {
    const counter = adminNavItems.filter((item) => rolesForPath(item.to).includes('attendant'));
    renderLayout('/dashboard', { navItems: counter });
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Pedidos', 'Caixa', 'Histórico', 'Clientes']);
  });

  it('highlights the current page, and moves the highlight on navigation', () => {
    renderLayout('/settings/theme');
    const current = () =>
      within(nav())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current()).toEqual(['Tema']);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Pedidos' }));
    expect(heading()).toBe('página /orders');
    expect(current()).toEqual(['Pedidos']);
    expect(within(nav()).getByRole('link', { name: 'Pedidos' }).dataset.active).toBe('true');
  });

  it('shows the short title once collapsed', () => {
    renderLayout();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.queryByText('Painel Delivery')).toBeNull();
    expect(screen.getByText('Delivery')).toBeTruthy();
  });

  it('finds a page from the search box and opens it with Enter', () => {
    const { router } = renderLayout();
    const box = searchBox();
    expect(box.getAttribute('placeholder')).toBe('Buscar...');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'hist' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Histórico']);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/history');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('moves through the matches with the arrows and opens one with a click', () => {
    const { router } = renderLayout();
    const box = searchBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'co' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toBe('Configurações');
    expect(box.getAttribute('aria-activedescendant')).toBe(selected.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/settings');

    fireEvent.change(box, { target: { value: 'tema' } });
    fireEvent.click(screen.getByRole('option', { name: 'Tema' }));
    expect(router.state.location.pathname).toBe('/settings/theme');
  });

  it('says so when no page matches, and Escape closes the list', () => {
    renderLayout();
    const box = searchBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'pizza' } });
    expect(screen.getByText('Nenhuma página encontrada.')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the notification dot only while there is something unread', () => {
    renderLayout();
    const bell = screen.getByRole('link', { name: 'Notificações' });
    expect(within(bell).queryByTestId('notification-dot')).not.toBeNull();
  });

  it('hides the notification dot when nothing is unread', () => {
    renderLayout('/dashboard', { hasUnread: false });
    const bell = screen.getByRole('link', { name: 'Notificações' });
    expect(within(bell).queryByTestId('notification-dot')).toBeNull();
  });

  it('leaves out the bell and the page search when the role has no use for them (kitchen, driver)', () => {
    const kitchen = adminNavItems.filter((item) => rolesForPath(item.to).includes('kitchen'));
    renderLayout('/cozinha', {
      navItems: kitchen,
      showSearch: false,
      showNotifications: false,
    });
    expect(screen.queryByRole('link', { name: 'Notificações' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Buscar página' })).toBeNull();
    // The account menu stays: "Sair" is how a shared tablet changes hands.
    expect(screen.getByRole('button', { name: 'Minha Conta' })).toBeTruthy();
  });

  it('has an account menu with the username, Perfil, Configurações and Sair', async () => {
    const { router, onSignOut } = renderLayout();
    const openMenu = () =>
      fireEvent.keyDown(screen.getByRole('button', { name: 'Minha Conta' }), { key: 'Enter' });

    openMenu();
    // The menu's code loads when the admin reaches for it.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Minha Conta')).toBeTruthy();
    expect(within(menu).getByText('gerente')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Perfil', 'Configurações', 'Sair']);
    expect(within(menu).getByRole('menuitem', { name: 'Perfil' }).getAttribute('href')).toBe(
      '/security',
    );
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Configurações' }));
    expect(router.state.location.pathname).toBe('/settings');

    openMenu();
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sair' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('shows the company initials when no logo is stored', () => {
    renderLayout();
    expect(
      within(screen.getByRole('button', { name: 'Minha Conta' })).getByText('ER'),
    ).toBeTruthy();
  });

  describe('on a phone', () => {
    beforeEach(() => setViewportMobile(true));

    it('keeps the sidebar closed until the trigger opens it, and closes it after a choice', async () => {
      const { router } = renderLayout();
      expect(screen.queryByRole('navigation', { name: 'Menu do painel' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Alternar menu lateral' }));
      // The overlay's code loads the first time it opens.
      const overlay = await screen.findByRole('dialog', { name: 'Menu lateral' });
      // The overlay always shows the full title and labels, whatever the desktop state.
      expect(within(overlay).getByText('Painel Delivery')).toBeTruthy();

      await act(async () => {
        fireEvent.click(within(overlay).getByRole('link', { name: 'Produtos' }));
      });
      expect(router.state.location.pathname).toBe('/products');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('toggles the overlay with Ctrl+B without touching the desktop cookie', async () => {
      renderLayout();
      fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
      expect(await screen.findByRole('dialog', { name: 'Menu lateral' })).toBeTruthy();
      expect(document.cookie).not.toContain('sidebar_state');
    });
  });
});
