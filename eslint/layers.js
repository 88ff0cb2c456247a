// The arrows of DESIGN.md as `import-x/no-restricted-paths` zones (decision 0903). A zone forbids
// files under `target` to import anything under `from`; paths are from the repository root.

const src = (folder) => `./src/${folder}`;
const zone = (target, from, message) => ({ target, from, message });

/**
 * Which other features a web feature may use. Everything else a feature needs comes from
 * components/, lib/ or the contracts; pages compose features freely.
 */
export const FEATURE_IMPORTS = {
  // Deleting the account asks for the password with the sign-in forms' field.
  account: ['auth'],
  // The admin gate is the sign-in gate plus the role.
  admin: ['auth'],
  analysis: [],
  // The sign-in and premium gates ask billing whether the member's plan is active.
  auth: ['billing'],
  billing: [],
  blog: [],
  // The coach widget asks billing whether the member's plan is active before offering the chat.
  coach: ['billing'],
  // The team dashboard draws with the performance charts and cards; coach review reuses the player;
  // joining a club makes an account with the sign-in forms' password field.
  clubs: ['analysis', 'auth', 'performance'],
  // Members share one of their analyses into a room from the list of their analyses.
  community: ['analysis'],
  // The dashboard is the composition of its tabs: live, upload, history, progress; a tab outside
  // the member's plan shows billing's upgrade card.
  dashboard: ['analysis', 'billing', 'history', 'live', 'progress'],
  // The history lists analyses and reads their API hooks and score styles.
  // The free demo runs private analysis's pipeline and shows the result with the player and result
  // views; the partners' demo shows a seeded analysis behind a password field.
  demo: ['analysis', 'auth'],
  // Exports are made and downloaded over their own routes; the page places the card.
  exporting: [],
  history: ['analysis'],
  landing: [],
  // The live overlay draws with the player's skeleton and media-rect helpers.
  live: ['analysis'],
  legal: [],
  // Progress draws with the performance charts' frame, colours and cards. A range outside the
  // member's plan shows billing's upgrade card.
  performance: ['billing'],
  // A swing against a model plays in the analysis player, with its ghost and time map.
  modelSwing: ['analysis'],
  profile: [],
  progress: ['performance'],
  // A shared swing plays in the analysis player with the drawing layer.
  sharing: ['analysis'],
};

const featureZones = Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
  target: src(`web/features/${feature}`),
  from: src('web/features'),
  except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
  message: `A feature uses another only as listed in eslint/layers.js (FEATURE_IMPORTS.${feature}); move the shared piece to components/ or lib/.`,
}));

/**
 * Which other server modules (src/server/modules/*) a module may use; no pair lists each other
 * (issue 30, decision 3000). The composition root (modules/index.ts, workers.ts) uses them all.
 */
export const SERVER_MODULE_IMPORTS = {
  // Deleting the account asks for the password, cancels the member's plans and removes their analyses' files.
  account: ['analysis', 'auth', 'billing'],
  // The analytics count paying plans; the members list shows memberships; a refund ends a plan.
  admin: ['billing', 'subscriptions'],
  // A plan with the priority queue moves a swing forward; a club's coaches may read a member's
  // analyses; the month's figures share progress's score halves.
  analysis: ['billing', 'clubStaff', 'progress'],
  auth: [],
  // Checkout attempts are rate-limited like sign-ins; a club plan makes or renews a club, and a
  // club seat is premium access.
  billing: ['auth', 'clubs', 'subscriptions'],
  blog: [],
  // Rooms share analyses; the chat is for members with a live plan, rate-limited like sign-ins.
  chat: ['analysis', 'auth', 'billing'],
  // Who coaches whom in a club: below analysis and clubs.
  clubStaff: [],
  // The public API takes swings and reads analyses; the team dashboard draws on performance; keys
  // are hashed like tokens; coach notes name the member.
  clubs: ['analysis', 'auth', 'clubStaff', 'performance', 'subscriptions'],
  coach: ['auth'],
  demo: ['auth'],
  // Drawings are on an analysis, read by whoever may read it.
  drawings: ['analysis'],
  // A member's model swing is one of their analyses.
  modelSwing: ['analysis'],
  // A captured address is asked to confirm before any tips mail (decision 2711).
  leads: ['auth', 'tips'],
  // The live channel is for members whose plan opens it.
  live: ['billing'],
  ops: [],
  // A swing analysed on the member's device is stored and shown as an analysis.
  onDevice: ['analysis'],
  // The figures are answered through the analysis answer cache.
  performance: ['analysis'],
  profile: [],
  // Progress is built from the performance sessions.
  progress: ['performance'],
  // A link opens an analysis (its video, track and drawings), rate-limited like sign-ins.
  sharing: ['analysis', 'auth', 'drawings'],
  // An export draws an analysis's track and drawings for its owner; exports are rate-limited like sign-ins.
  swingExport: ['analysis', 'auth', 'drawings'],
  // The one socket carries the chat and live channels for a signed-in member.
  socket: ['auth', 'chat', 'live'],
  // What a subscription row gives, in time: below billing, clubs and admin.
  subscriptions: [],
  // The tips mail is written from the blog's published posts.
  tips: ['blog'],
  // A shared swing's page carries its og: tags, or is a 404 once the link is revoked.
  web: ['sharing'],
};

const serverModuleZones = Object.entries(SERVER_MODULE_IMPORTS).map(([module, allowed]) => ({
  target: src(`server/modules/${module}`),
  from: src('server/modules'),
  except: [`./${module}`, ...allowed.map((other) => `./${other}`)],
  message: `A server module uses another only as listed in eslint/layers.js (SERVER_MODULE_IMPORTS.${module}); move the shared piece below both.`,
}));

export const layerZones = [
  zone(src('shared'), [src('swing'), src('media'), src('pose'), src('server'), src('web')], 'src/shared imports nothing of ours.'),
  zone(src('swing'), [src('media'), src('pose'), src('server'), src('web')], 'The swing engine imports only shared.'),
  zone(src('media'), [src('swing'), src('pose'), src('server'), src('web')], 'src/media imports only shared.'),
  zone(src('pose'), [src('server'), src('web')], 'Pose stands below server and web: nothing of it imports them.'),
  zone([`${src('pose')}/*.ts`, src('pose/browser')], src('media'), 'Only the Node side of pose (src/pose/node) may use the Node-only media layer.'),
  zone(src('server'), src('web'), 'The server never imports the web app.'),
  zone(src('web'), [src('server'), src('media'), src('pose/node')], 'The web app imports shared, swing and pose (browser side) only.'),
  zone(
    [src('web/components'), src('web/lib')],
    [src('web/features'), src('web/pages'), src('web/routes.tsx')],
    'components/ and lib/ are the bottom of the web app: they import no feature, page or route.',
  ),
  zone(src('web/features'), [src('web/pages'), src('web/routes.tsx')], 'Features do not import pages or the route table of the app.'),
  ...featureZones,
  ...serverModuleZones,
];
