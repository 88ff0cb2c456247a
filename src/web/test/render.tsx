import '@testing-library/jest-dom/vitest';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { PublicUser } from '../../shared/auth';
import type { Membership } from '../../shared/billing';
import { dismissToast } from '../components/ui/toast-store';
import { CURRENT_USER_KEY } from '../lib/session';
import { MEMBERSHIP_KEY } from '../features/billing/api';
import { createQueryClient } from '../lib/queryClient';
import { routes } from '../routes';

// The web project has no global setup file; every component test imports this module instead.
afterEach(() => {
  cleanup();
  // The toast store lives for the page's lifetime; tests start without a toast on screen.
  dismissToast();
});

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

export const MEMBER: PublicUser = {
  id: '5f0c2a4e-7d55-4a8e-9f55-3d2b8f1f6c11',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'member',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A member on the monthly plan; pass `membership: NO_MEMBERSHIP` for one who has not paid. */
export const ACTIVE_MEMBERSHIP: Membership = {
  active: true,
  source: 'subscription',
  planKey: 'starter',
  status: 'active',
  currentPeriodEnd: '2026-02-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  entitledAs: 'starter',
  pendingPlanKey: null,
  pendingPlanFrom: null,
  provider: 'test',
};
export const NO_MEMBERSHIP: Membership = {
  ...ACTIVE_MEMBERSHIP,
  active: false,
  source: null,
  planKey: null,
  status: null,
  currentPeriodEnd: null,
  provider: null,
  entitledAs: null,
};

/**
 * A real query client whose current-user entry (and, for a member, their premium access) is
 * already known, so components render as they would after the server answered, without a server.
 */
export function queryClientWithUser(user: PublicUser | null, membership: Membership = ACTIVE_MEMBERSHIP) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  if (user) queryClient.setQueryData(MEMBERSHIP_KEY, membership);
  return queryClient;
}

/** Renders one component inside the app's providers at `path`; `cached` entries are answers the server already gave. */
export function renderWithProviders(
  ui: ReactElement,
  {
    user = null,
    path = '/',
    membership,
    cached = [],
  }: { user?: PublicUser | null; path?: string; membership?: Membership; cached?: ReadonlyArray<readonly [QueryKey, unknown]> } = {},
) {
  const queryClient = queryClientWithUser(user, membership);
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** Renders the whole app (layout, route table, pages) at `path`. */
export function renderApp(path: string, { user = null, membership }: { user?: PublicUser | null; membership?: Membership } = {}) {
  const queryClient = queryClientWithUser(user, membership);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
