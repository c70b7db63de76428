import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundRoute } from '@/app/routes/not-found';
import { renderApp } from '@/test/render-app';

describe('NotFoundRoute', () => {
  it('says the page was not found and links back home', () => {
    renderApp(<NotFoundRoute />);
    expect(screen.getByRole('heading', { name: 'Ops! Página não encontrada' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
  });
});
