import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ScrollToTop } from './scroll-to-top';

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Voltar</button>;
}

function renderPages() {
  renderApp(
    <>
      <ScrollToTop />
      <Routes>
        <Route path="/client" element={<Link to="/client/checkout">Finalizar Pedido</Link>} />
        <Route path="/client/checkout" element={<Back />} />
      </Routes>
    </>,
    { path: '/client' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollToTop', () => {
  it('opens a new page at its top, and leaves Back to the browser', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderPages();
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Finalizar Pedido' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('link', { name: 'Finalizar Pedido' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
