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
  // The e-mailed link that creates the account registered on /register (decision 0708).
  confirmEmail: { path: '/confirm-email', title: `Confirm Your Email | ${PRODUCT_NAME}` },
  forgotPassword: { path: '/forgot-password', title: `Forgot Password | ${PRODUCT_NAME}` },
  resetPassword: { path: '/reset-password', title: `Reset Password | ${PRODUCT_NAME}` },
  profile: { path: '/profile', title: `Golf Profile Setup | ${PRODUCT_NAME}` },
  dashboard: { path: '/dashboard', title: `VIP Dashboard | ${PRODUCT_NAME}` },
  // '/analyses/compare' before '/analyses/:id', which would also match it, so the title lookup finds it first.
  analysisCompare: { path: '/analyses/compare', title: `Compare Swings | ${PRODUCT_NAME}` },
  analysis: { path: '/analyses/:id', title: `Swing Analysis | ${PRODUCT_NAME}` },
  // One swing over a model swing, modelled or the member's own (issue 33).
  analysisModel: { path: '/analyses/:id/model', title: `Compare With a Model Swing | ${PRODUCT_NAME}` },
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
  // Clubs (issue 17): the e-mailed invitation, the team dashboard, a member's swings, coach review.
  clubJoin: { path: '/club/join', title: `Join Your Club | ${PRODUCT_NAME}` },
  clubMember: { path: '/club/members/:memberId', title: `Club Member | ${PRODUCT_NAME}` },
  clubReview: { path: '/club/review/:analysisId', title: `Coach Review | ${PRODUCT_NAME}` },
  club: { path: '/club', title: `Team Dashboard | ${PRODUCT_NAME}` },
  // A swing its owner shared with a link (issue 33): works signed out.
  sharedSwing: { path: '/s/:token', title: `Shared Golf Swing | ${PRODUCT_NAME}` },
} as const satisfies Record<string, { path: string; title: string }>;

export type RouteName = keyof typeof ROUTES;

/**
 * Every path of our HTTP API, as the server registers it (Fastify's ':name' parameters). The
 * browser builds its request URLs from the same patterns with pathTo, so a path exists once.
 */
export const API_ROUTES = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  websocketToken: '/api/auth/websocket-token',
  confirmEmail: '/api/auth/confirm-email',
  passwordResetRequest: '/api/auth/password-reset/request',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
  profile: '/api/users/:id/profile',
  progress: '/api/users/:id/progress',
  goals: '/api/users/:id/goals',
  goal: '/api/users/:id/goals/:goalId',
  performanceTrends: '/api/performance-metrics/:userId/trends',
  latestPerformance: '/api/performance-metrics/:userId/latest',
  createSubscription: '/api/create-subscription',
  membership: '/api/membership',
  cancelMembership: '/api/membership/cancel',
  changePlan: '/api/membership/plan',
  membershipPortal: '/api/membership/portal',
  testCheckout: '/api/test-checkout/:sessionId',
  confirmTestCheckout: '/api/test-checkout/:sessionId/confirm',
  cancelTestCheckout: '/api/test-checkout/:sessionId/cancel',
  stripeWebhook: '/api/stripe/webhook',
  adminAnalytics: '/api/admin/analytics',
  adminPayments: '/api/admin/payments',
  refundPayment: '/api/admin/payments/:id/refund',
  clubLeads: '/api/club-leads',
  emailCapture: '/api/email-capture',
  feedback: '/api/feedback',
  adminEmailCaptures: '/api/admin/email-captures',
  adminFeedback: '/api/admin/feedback',
  // The tips mail's double opt-in and one-click unsubscribe, and its schedule (decision 2711).
  tipsConfirm: '/api/tips/confirm/:token',
  tipsUnsubscribe: '/api/tips/unsubscribe/:token',
  adminTipsSchedule: '/api/admin/tips-schedule',
  adminTipsSendNow: '/api/admin/tips-schedule/send-now',
  adminMembers: '/api/admin/members',
  memberAccess: '/api/admin/members/:id/access',
  swingAnalysis: '/api/swing-analysis',
  analyses: '/api/swing-analyses',
  onDeviceAnalysis: '/api/swing-analyses/on-device',
  analysisStats: '/api/swing-analyses/stats',
  analysis: '/api/swing-analyses/:id',
  analysisTrack: '/api/swing-analyses/:id/track',
  analysisEvents: '/api/swing-analyses/:id/events',
  analysisEventConfirmation: '/api/swing-analyses/:id/events/:event/confirmation',
  analysisSwingChoice: '/api/swing-analyses/:id/swing',
  analysisLabels: '/api/swing-analyses/:id/labels',
  analysisVideo: '/api/swing-analyses/:id/video',
  analysisThumbnail: '/api/swing-analyses/:id/thumbnails/:event',
  blogPosts: '/api/blog',
  featuredBlogPosts: '/api/blog/featured',
  blogPost: '/api/blog/:slug',
  blogImage: '/api/blog/images/:name',
  adminBlogPosts: '/api/admin/blog',
  adminBlogPost: '/api/admin/blog/:id',
  adminBlogPreview: '/api/admin/blog/preview',
  adminBlogImages: '/api/admin/blog/images',
  demo: '/api/demo',
  demoSession: '/api/demo/session',
  account: '/api/auth/account',
  coach: '/api/ai-golf-coach',
  coachStream: '/api/ai-golf-coach/stream',
  coachConversation: '/api/ai-golf-coach/conversation',
  club: '/api/club',
  clubBranding: '/api/club/branding',
  clubLogo: '/api/club/logo',
  clubLogoFile: '/api/clubs/:clubId/logo',
  clubPeople: '/api/club/people',
  clubInvitations: '/api/club/invitations',
  clubInvitation: '/api/club/invitations/:invitationId',
  clubMember: '/api/club/members/:memberId',
  clubMemberAnalyses: '/api/club/members/:memberId/analyses',
  clubDashboard: '/api/club/dashboard',
  invitationPreview: '/api/club-invitations/preview',
  acceptInvitation: '/api/club-invitations/accept',
  analysisComments: '/api/swing-analyses/:id/comments',
  // The member's own drawings on their swing (issue 33).
  analysisDrawings: '/api/swing-analyses/:id/drawings',
  analysisDrawing: '/api/swing-analyses/:id/drawings/:drawingId',
  // Read-only links to one analysis (issue 33): made and revoked by the owner, opened by anyone.
  analysisShareLinks: '/api/swing-analyses/:id/share-links',
  analysisShareLink: '/api/swing-analyses/:id/share-links/:linkId',
  analysisExports: '/api/swing-analyses/:id/exports',
  analysisExport: '/api/swing-analyses/:id/exports/:exportId',
  analysisExportVideo: '/api/swing-analyses/:id/exports/:exportId/video',
  analysisSummaryCard: '/api/swing-analyses/:id/summary-card.png',
  sharedSwing: '/api/shared/:token',
  sharedSwingVideo: '/api/shared/:token/video',
  sharedSwingTrack: '/api/shared/:token/track',
  sharedSwingThumbnail: '/api/shared/:token/thumbnails/:event',
  // The analysis a member keeps as their model swing to compare with (issue 33).
  modelSwing: '/api/model-swing',
  clubApiKeys: '/api/club/api-keys',
  clubApiKey: '/api/club/api-keys/:keyId',
  adminClubFromLead: '/api/admin/club-leads/:id/club',
  publicApiSwings: '/api/v1/members/:memberId/swings',
  publicApiAnalyses: '/api/v1/analyses',
  publicApiAnalysis: '/api/v1/analyses/:id',
  publicApiTeamStats: '/api/v1/team-stats',
  // The community (spec §7 chat calls; deleting, read positions and mutes are issue 14's additions).
  chatRooms: '/api/chat/rooms',
  chatRoomMessages: '/api/chat/rooms/:roomId/messages',
  chatRoomMessage: '/api/chat/rooms/:roomId/messages/:messageId',
  chatDirectMessages: '/api/chat/direct-messages',
  chatConversations: '/api/chat/conversations',
  chatDirectMessagesWith: '/api/chat/direct-messages/:peerId',
  chatDirectMessage: '/api/chat/direct-messages/:peerId/:messageId',
  chatReadPositions: '/api/chat/read-positions',
  chatMute: '/api/chat/mutes/:memberId',
} as const;

/**
 * Where the server serves the browser's pose model (MoveNet weights, tfjs wasm) from the npm
 * packages: static files, not API routes.
 */
export const POSE_ASSET_PATHS = { models: '/models', wasm: '/wasm' } as const;

/**
 * The API reference the swagger plugin serves: its page (with its own static files under the same
 * prefix) and the OpenAPI document generated from the route schemas. The plugin's handlers, not
 * ours, so apart from API_ROUTES: the route-table test checks that everything the server answers
 * under /api is either an API_ROUTES path or below this page (decision 1020).
 */
export const API_DOCS = { page: '/api/docs', openApi: '/api/docs/json' } as const;

/** The websocket the server pushes messages on (src/shared/socketMessages.ts). */
export const SOCKET_PATH = '/ws';

/** The ':name' parameters of a pattern: ParamsOf<'/a/:id/b/:event'> is 'id' | 'event'. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A concrete path from a pattern of ROUTES or API_ROUTES, each parameter URL-encoded:
 * pathTo(API_ROUTES.analysis, { id }) is '/api/swing-analyses/<id>'. A pattern without parameters
 * takes none, and a missing parameter does not compile.
 */
export function pathTo<Pattern extends string>(
  pattern: Pattern,
  ...[params]: [ParamsOf<Pattern>] extends [never] ? [] : [Record<ParamsOf<Pattern>, string>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    // Only reachable through a cast: '/api/swing-analyses/undefined' would ask for the wrong thing.
    if (value === undefined) throw new Error(`${pattern} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** pathTo plus a query string of the given values, e.g. withQuery('/subscribe', { plan }) is '/subscribe?plan=…'. */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

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
  return wanted.length === actual.length && wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
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
