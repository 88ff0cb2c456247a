/**
 * The route table of spec §2: every path the web app answers, with its page title.
 * Used by the browser (router, document title) and by the server, which answers unknown paths
 * with status 404 while still serving the app (so the 404 page renders and crawlers see 404).
 */

export const PRODUCT_NAME = 'Fairway Coach';

export const ROUTES = {
  home: { path: '/', title: 'Premium AI Golf Swing Analysis' },
  login: { path: '/login', title: `Login | ${PRODUCT_NAME}` },
  register: { path: '/register', title: `Sign Up | ${PRODUCT_NAME}` },
  forgotPassword: { path: '/forgot-password', title: `Forgot Password | ${PRODUCT_NAME}` },
  resetPassword: { path: '/reset-password', title: `Reset Password | ${PRODUCT_NAME}` },
  profile: { path: '/profile', title: `Golf Profile Setup | ${PRODUCT_NAME}` },
  dashboard: { path: '/dashboard', title: `VIP Dashboard | ${PRODUCT_NAME}` },
  // '/analyses/compare' before '/analyses/:id', which would also match it, so the title lookup finds it first.
  analysisCompare: { path: '/analyses/compare', title: `Compare Swings | ${PRODUCT_NAME}` },
  analysis: { path: '/analyses/:id', title: `Swing Analysis | ${PRODUCT_NAME}` },
  performance: { path: '/performance', title: `Performance Analytics | ${PRODUCT_NAME}` },
  subscribe: { path: '/subscribe', title: `Choose Your Plan | ${PRODUCT_NAME}` },
  // The local TEST MODE checkout a subscription opens when no Stripe key is set.
  testCheckout: { path: '/checkout/test/:sessionId', title: `Test Checkout | ${PRODUCT_NAME}` },
  admin: { path: '/admin', title: `Admin Dashboard | ${PRODUCT_NAME}` },
  adminBlog: { path: '/admin/blog', title: `Blog Editor | ${PRODUCT_NAME}` },
  analyticsDebugger: { path: '/admin/analytics-debugger', title: `Analytics Debugger | ${PRODUCT_NAME}` },
  demo: { path: '/demo', title: 'Free Golf Swing Demo' },
  community: { path: '/community', title: `Community Chat | ${PRODUCT_NAME}` },
  blog: { path: '/blog', title: 'Golf Swing Analysis Blog | Expert Tips & Techniques' },
  // The article page replaces this with the post's metaTitle or title once it has loaded.
  blogArticle: { path: '/blog/:slug', title: `Golf Swing Analysis Blog | ${PRODUCT_NAME}` },
  terms: { path: '/terms', title: `Terms of Service | ${PRODUCT_NAME}` },
  privacy: { path: '/privacy', title: `Privacy Policy | ${PRODUCT_NAME}` },
} as const satisfies Record<string, { path: string; title: string }>;

export type RouteName = keyof typeof ROUTES;

export const NOT_FOUND_TITLE = '404 Page Not Found';

/**
 * Path segments without empty ones, so '/blog/' and '/blog' are the same route. A query or hash
 * is dropped, so the server may pass a raw request URL.
 */
function segments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter((segment) => segment.length > 0);
}

/** True when the pattern ('/blog/:slug') matches the pathname; a ':name' segment matches one segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

export function routeNameFor(pathname: string): RouteName | null {
  const names = Object.keys(ROUTES) as RouteName[];
  return names.find((name) => matchesPattern(ROUTES[name].path, pathname)) ?? null;
}

export function isKnownPath(pathname: string): boolean {
  return routeNameFor(pathname) !== null;
}

/** The page title; an unlisted path gets the 404 title with the path in it (spec §2). */
export function titleFor(pathname: string): string {
  const name = routeNameFor(pathname);
  return name ? ROUTES[name].title : `${NOT_FOUND_TITLE}: ${pathname}`;
}
