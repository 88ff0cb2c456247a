import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, titleFor, type RouteName } from '../shared/routes';
import { MEMBER, renderApp } from './test/render';

/** A concrete path for each route pattern. */
function samplePath(name: RouteName): string {
  return ROUTES[name].path.replace(':slug', 'perfect-tempo');
}

describe('app routes', () => {
  it("sets each route's title from the shared table", { timeout: 60_000 }, async () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const path = samplePath(name);
      // Members are redirected away from login and register, visitors away from members' pages.
      const user = name === 'login' || name === 'register' ? null : MEMBER;
      const { unmount } = renderApp(path, { user });
      // Lazily loaded pages are compiled on first import here, which can take a few seconds.
      await waitFor(() => expect(document.title).toBe(titleFor(path)), { timeout: 10_000 });
      unmount();
    }
  });

  it('shows the 404 page for unknown paths, without a developer hint', async () => {
    renderApp('/nope');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/Developer hint/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('404 Page Not Found: /nope'));
  });

  it('sends visitors from the dashboard to login, and shows members their dashboard', async () => {
    const visitor = renderApp('/dashboard');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    visitor.unmount();

    renderApp('/dashboard', { user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'VIP Dashboard' })).toBeInTheDocument();
  });

  it('counts page views and the demo engagement event in the data layer', async () => {
    window.dataLayer = [];
    renderApp('/demo');
    await waitFor(() =>
      expect(window.dataLayer).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ event: 'demo_page_view', event_category: 'engagement' }),
          expect.objectContaining({ event: 'page_view', page_path: '/demo', page_title: 'Free Golf Swing Demo' }),
        ]),
      ),
    );
  });
});
