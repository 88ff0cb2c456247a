import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '../shared/routes';
import { AppLayout } from './components/layout/AppLayout';
import { Spinner } from './components/ui/Spinner';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * Where a page's component comes from. The landing page (where most visits start) and the 404
 * page ship in the main bundle; every other page is its own chunk, loaded when first visited, so
 * heavy screens (charts, the swing player, the form schemas) never slow down the first paint.
 */
type PageSource = { Component: ComponentType } | { load: () => Promise<ComponentType> };

const eager = (Component: ComponentType): PageSource => ({ Component });
const lazyPage = (load: () => Promise<ComponentType>): PageSource => ({ load });

/**
 * One page per route of the shared table (src/shared/routes.ts holds paths and titles). The Record
 * type makes a route without a page, or a page without a route, a compile error.
 */
const PAGES: Record<RouteName, PageSource> = {
  home: eager(HomePage),
  login: lazyPage(async () => (await import('./pages/LoginPage')).LoginPage),
  register: lazyPage(async () => (await import('./pages/RegisterPage')).RegisterPage),
  confirmEmail: lazyPage(async () => (await import('./pages/ConfirmEmailPage')).ConfirmEmailPage),
  forgotPassword: lazyPage(async () => (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage),
  resetPassword: lazyPage(async () => (await import('./pages/ResetPasswordPage')).ResetPasswordPage),
  profile: lazyPage(async () => (await import('./pages/ProfilePage')).ProfilePage),
  dashboard: lazyPage(async () => (await import('./pages/DashboardPage')).DashboardPage),
  analysisCompare: lazyPage(async () => (await import('./pages/CompareAnalysesPage')).CompareAnalysesPage),
  analysis: lazyPage(async () => (await import('./pages/AnalysisPage')).AnalysisPage),
  analysisModel: lazyPage(async () => (await import('./pages/CompareModelPage')).CompareModelPage),
  performance: lazyPage(async () => (await import('./pages/PerformancePage')).PerformancePage),
  subscribe: lazyPage(async () => (await import('./pages/SubscribePage')).SubscribePage),
  testCheckout: lazyPage(async () => (await import('./pages/TestCheckoutPage')).TestCheckoutPage),
  admin: lazyPage(async () => (await import('./pages/AdminPage')).AdminPage),
  adminBlog: lazyPage(async () => (await import('./pages/AdminBlogPage')).AdminBlogPage),
  analyticsDebugger: lazyPage(async () => (await import('./pages/AnalyticsDebuggerPage')).AnalyticsDebuggerPage),
  demo: lazyPage(async () => (await import('./pages/DemoPage')).DemoPage),
  community: lazyPage(async () => (await import('./pages/CommunityPage')).CommunityPage),
  blog: lazyPage(async () => (await import('./pages/BlogPage')).BlogPage),
  blogArticle: lazyPage(async () => (await import('./pages/BlogArticlePage')).BlogArticlePage),
  terms: lazyPage(async () => (await import('./pages/TermsPage')).TermsPage),
  privacy: lazyPage(async () => (await import('./pages/PrivacyPage')).PrivacyPage),
  clubJoin: lazyPage(async () => (await import('./pages/ClubJoinPage')).ClubJoinPage),
  clubMember: lazyPage(async () => (await import('./pages/ClubMemberPage')).ClubMemberPage),
  clubReview: lazyPage(async () => (await import('./pages/ClubReviewPage')).ClubReviewPage),
  club: lazyPage(async () => (await import('./pages/ClubPage')).ClubPage),
  sharedSwing: lazyPage(async () => (await import('./pages/SharedSwingPage')).SharedSwingPage),
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the first page's chunk loads on a cold start.
    HydrateFallback: () => <Spinner label="Loading Fairway Coach" />,
    children: [
      ...(Object.keys(PAGES) as RouteName[]).map((name): RouteObject => {
        const source = PAGES[name];
        const path = ROUTES[name].path;
        return 'Component' in source ? { path, Component: source.Component } : { path, lazy: async () => ({ Component: await source.load() }) };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
