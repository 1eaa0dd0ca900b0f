import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from './browse';
import { renderApp } from './renderApp';

describe('not-found pages', () => {
  beforeAll(warmUp);

  it('shows a not-found page with a way home for an unknown route', async () => {
    const view = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it.each(['/property/not-a-real-id', '/property/', '/property'])('shows Property not found for %s', async (url) => {
    const view = renderApp(url);
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Back to search' }));
    expect(view.router.state.location.pathname).toBe('/search');
  });
});
