import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '../shared/routes';
import { AppLayout } from './components/layout/AppLayout';
import { AdminPage } from './pages/AdminPage';
import { AnalysisPage } from './pages/AnalysisPage';
import { BlogArticlePage } from './pages/BlogArticlePage';
import { BlogPage } from './pages/BlogPage';
import { CommunityPage } from './pages/CommunityPage';
import { CompareAnalysesPage } from './pages/CompareAnalysesPage';
import { DashboardPage } from './pages/DashboardPage';
import { DemoPage } from './pages/DemoPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PerformancePage } from './pages/PerformancePage';
import { PrivacyPage } from './pages/PrivacyPage';
import { ProfilePage } from './pages/ProfilePage';
import { RegisterPage } from './pages/RegisterPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SubscribePage } from './pages/SubscribePage';
import { TermsPage } from './pages/TermsPage';

/**
 * One page per route of the shared table (src/shared/routes.ts holds paths and titles). The Record
 * type makes a route without a page, or a page without a route, a compile error.
 */
const PAGES: Record<RouteName, ComponentType> = {
  home: HomePage,
  login: LoginPage,
  register: RegisterPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  profile: ProfilePage,
  dashboard: DashboardPage,
  analysisCompare: CompareAnalysesPage,
  analysis: AnalysisPage,
  performance: PerformancePage,
  subscribe: SubscribePage,
  admin: AdminPage,
  demo: DemoPage,
  community: CommunityPage,
  blog: BlogPage,
  blogArticle: BlogArticlePage,
  terms: TermsPage,
  privacy: PrivacyPage,
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...(Object.keys(PAGES) as RouteName[]).map((name) => {
        const Page = PAGES[name];
        return { path: ROUTES[name].path, element: <Page /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
