import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundRoute } from '@/app/routes/not-found';

describe('NotFoundRoute', () => {
  it('says the page was not found and links back home', () => {
    render(
      <MemoryRouter>
        <NotFoundRoute />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Ops! Página não encontrada' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
  });
});
