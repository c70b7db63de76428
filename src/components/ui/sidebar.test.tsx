import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  Sidebar,
  SidebarLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from '@/components/ui/sidebar';
import { readSidebarCookie, useSidebar } from '@/components/ui/use-sidebar';

function clearSidebarCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

function State() {
  return <p data-testid="state">{useSidebar().state}</p>;
}

function renderSidebar(props: { defaultOpen?: boolean } = {}) {
  render(
    <SidebarProvider {...props}>
      <Sidebar>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip="Pedidos">
              <SidebarLabel>Pedidos</SidebarLabel>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </Sidebar>
      <SidebarTrigger />
      <State />
    </SidebarProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;
const trigger = () => screen.getByRole('button', { name: 'Alternar menu lateral' });

beforeAll(() => {
  // Radix positions tooltips with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('Sidebar', () => {
  beforeEach(clearSidebarCookie);
  afterEach(clearSidebarCookie);

  it('starts expanded when no state was stored', () => {
    renderSidebar();
    expect(state()).toBe('expanded');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('writes the state to the sidebar_state cookie on every toggle', () => {
    renderSidebar();
    fireEvent.click(trigger());
    expect(state()).toBe('collapsed');
    expect(readSidebarCookie()).toBe(false);
    fireEvent.click(trigger());
    expect(state()).toBe('expanded');
    expect(readSidebarCookie()).toBe(true);
  });

  it('keeps the cookie for 7 days on the whole site', () => {
    const writes: string[] = [];
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => native.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        native.set!.call(document, value);
      },
    });
    try {
      renderSidebar();
      fireEvent.click(trigger());
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^sidebar_state=false;/);
    expect(writes[0]).toContain('max-age=604800');
    expect(writes[0]).toContain('path=/');
  });

  it('starts in the state stored in the cookie', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar();
    expect(state()).toBe('collapsed');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles with Ctrl+B and with Cmd+B, but not with a plain B', () => {
    renderSidebar();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(state()).toBe('collapsed');
    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(state()).toBe('expanded');
    fireEvent.keyDown(window, { key: 'b' });
    expect(state()).toBe('expanded');
  });

  it('prevents the browser default of Ctrl+B', () => {
    renderSidebar();
    const event = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('hides the labels visually when collapsed, keeping them as the buttons’ names', () => {
    renderSidebar();
    expect(screen.getByText('Pedidos').className).not.toContain('sr-only');
    fireEvent.click(trigger());
    expect(screen.getByText('Pedidos').className).toContain('sr-only');
    expect(screen.getByRole('button', { name: 'Pedidos' })).toBeTruthy();
  });

  it('shows no tooltip while expanded, and none left over from then once collapsed', () => {
    renderSidebar();
    const button = screen.getByRole('button', { name: 'Pedidos' });
    fireEvent.focus(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.blur(button);
    fireEvent.click(trigger());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names a collapsed icon in a tooltip on focus', async () => {
    renderSidebar({ defaultOpen: false });
    fireEvent.focus(screen.getByRole('button', { name: 'Pedidos' }));
    // The tooltip's code loads once the sidebar is collapsed; the button keeps its focus meanwhile.
    expect((await screen.findByRole('tooltip')).textContent).toBe('Pedidos');
  });

  it('marks the sidebar with its state for styling', () => {
    renderSidebar({ defaultOpen: false });
    const sidebar = document.querySelector('[data-slot="sidebar"]');
    expect(sidebar?.getAttribute('data-state')).toBe('collapsed');
    expect(sidebar?.getAttribute('data-collapsible')).toBe('icon');
  });
});
