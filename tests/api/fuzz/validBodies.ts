import fc from 'fast-check';
import { nastyString, wrongTypedValue } from './inputs';

/**
 * One body per route that its validation accepts, so that a fuzzed value in ONE field travels
 * past validation into the service and the database (random bodies are refused at the door and
 * never get there). Keyed by `METHOD url` as in the route catalog; the fuzz test fails when a
 * route with a JSON body has no entry here, so a new route gets one.
 */
const PASSWORD = 'fuzzing fairways 9';

/** A member's angle at the top, as the result page sends it (the fuzz's ids are never theirs). */
const memberDrawing = () => ({
  event: 'top',
  shape: {
    kind: 'angle',
    points: [
      { x: 0.2, y: 0.2 },
      { x: 0.3, y: 0.5 },
      { x: 0.5, y: 0.5 },
    ],
  },
  label: 'Lead arm',
});

/** `email` names an address the fuzz may spend login and reset attempts on (not the member's own). */
export function validBodies(context: { email: string }): Record<string, () => Record<string, unknown>> {
  let counter = 0;
  const freshEmail = () => `fuzz-valid-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
  const blogPost = () => ({
    slug: `fuzz-post-${(counter += 1)}`,
    title: 'Fuzzed Tempo',
    excerpt: 'A post the fuzz writes.',
    markdown: 'Three to **one**.',
    category: 'Technique',
    tags: ['Tempo'],
    featuredImage: '/images/blog/golf-swing-tempo-three-to-one.svg',
    author: 'Fuzz',
    metaTitle: 'Fuzzed',
    metaDescription: 'Fuzzed description',
    featured: false,
    published: false,
  });
  return {
    'POST /api/auth/register': () => ({ firstName: 'Fuzz', lastName: 'Golfer', email: freshEmail(), password: PASSWORD, confirmPassword: PASSWORD }),
    'POST /api/auth/login': () => ({ email: context.email, password: 'not the password' }),
    'POST /api/auth/password-reset/request': () => ({ email: context.email }),
    'POST /api/auth/confirm-email': () => ({ token: 'A'.repeat(43) }),
    'POST /api/auth/password-reset/confirm': () => ({ token: 'A'.repeat(43), password: PASSWORD, confirmPassword: PASSWORD }),
    'PUT /api/users/:id/profile': () => ({
      firstName: 'Fuzz',
      lastName: 'Golfer',
      height: 180,
      dominantHand: 'right',
      golfGoals: 'Break 80',
      driverBrand: 'Ping',
      homeCourse: 'St Andrews',
      swingFocusAreas: '["Swing tempo"]',
      profileCompleted: true,
    }),
    'POST /api/users/:id/goals': () => ({ metric: 'overallScore', target: 80 }),
    'POST /api/ai-golf-coach': () => ({ message: 'How do I fix my slice?', conversationHistory: [{ role: 'user', content: 'How do I fix my slice?' }] }),
    'POST /api/ai-golf-coach/stream': () => ({ message: 'Which drill for my tempo?', conversationHistory: [] }),
    'POST /api/swing-analysis': () => ({ videoUrl: 'http://127.0.0.1:1/swing.mp4' }),
    // A short still track: valid at the door, then the swing engine says whether it is golf.
    'POST /api/swing-analyses/on-device': () => {
      const keypoints = Array.from({ length: 17 }, (_, k) => ({ x: 0.4 + k / 100, y: 0.2 + k / 25, score: 0.8 }));
      const frames = [0, 1, 2].map((frame) => ({ frame, timeMs: frame * 33.3, keypoints }));
      const motion = frames.map(({ frame, timeMs }) => ({ frame, timeMs, hands: 0.01, clubArc: 0.01, person: 0.01, clubPeak: 0.01 }));
      return {
        track: { source: 'video', width: 354, height: 492, fps: 30, frameCount: 3, durationMs: 100, model: 'lightning', frames, motion },
        file: { size: 1000, sha256: 'b'.repeat(64), type: 'video/mp4' },
        clubUsed: 'Driver',
      };
    },
    'POST /api/swing-analyses': () => ({
      videoUrl: 'http://127.0.0.1:1/swing.mp4',
      clubUsed: 'Driver',
      swingLength: 'Half swing',
      practiceType: 'Driving range',
      focusArea: 'Swing tempo',
    }),
    'PUT /api/swing-analyses/:id/events': () => ({ events: { top: 100 } }),
    'PUT /api/swing-analyses/:id/events/:event/confirmation': () => ({ frame: 100 }),
    'PUT /api/swing-analyses/:id/swing': () => ({ swing: 1 }),
    'PUT /api/swing-analyses/:id/labels': () => ({ clubUsed: 'Sand Wedge', swingLength: 'Half swing', practiceType: 'Short game', focusArea: 'Swing tempo' }),
    'POST /api/create-subscription': () => ({ planType: 'starter', userEmail: freshEmail(), userName: 'Fuzz Golfer', isSpecialOffer: false }),
    'POST /api/membership/plan': () => ({ planKey: 'individual' }),
    'PUT /api/admin/members/:id/access': () => ({ reason: 'Club seat' }),
    'PUT /api/admin/tips-schedule': () => ({ weekday: 2, hourUtc: 8 }),
    'POST /api/email-capture': () => ({ email: freshEmail(), source: 'hero' }),
    'POST /api/club-leads': () => ({
      contactName: 'Fuzz Golfer',
      email: freshEmail(),
      clubName: 'Fuzz Golf Club',
      partnershipType: 'club',
      description: 'A demo, please.',
    }),
    'POST /api/feedback': () => ({
      name: 'Fuzz Golfer',
      email: freshEmail(),
      role: 'golfer',
      category: 'feature',
      rating: 4,
      message: 'Lovely tempo chart.',
      consent: true,
      pageUrl: 'http://localhost/#feedback',
      userAgent: 'Fuzz/1.0',
    }),
    'POST /api/admin/blog': () => blogPost(),
    'PUT /api/admin/blog/:id': () => blogPost(),
    'POST /api/admin/blog/preview': () => ({ markdown: '## Tempo\n\nThree to **one**.' }),
    'POST /api/demo/session': () => ({ code: 'not the demo code' }),
    'PUT /api/club/branding': () => ({ name: 'Fuzz Golf Club', primaryColor: '#165238', accentColor: '#d4af37', whiteLabel: false }),
    'PUT /api/club/logo': () => ({ imageData: 'data:image/png;base64,iVBORw0KGgo=' }),
    'POST /api/club/invitations': () => ({ email: freshEmail(), role: 'member' }),
    'POST /api/club-invitations/preview': () => ({ token: 'A'.repeat(43) }),
    'POST /api/club-invitations/accept': () => ({ token: 'A'.repeat(43), firstName: 'Fuzz', lastName: 'Golfer', password: PASSWORD }),
    'POST /api/swing-analyses/:id/comments': () => ({
      frame: 10,
      event: 'top',
      text: 'Keep the arm long.',
      drawing: {
        kind: 'line',
        points: [
          { x: 0.1, y: 0.2 },
          { x: 0.3, y: 0.4 },
        ],
      },
    }),
    'POST /api/swing-analyses/:id/drawings': () => memberDrawing(),
    'PUT /api/swing-analyses/:id/drawings/:drawingId': () => memberDrawing(),
    'POST /api/swing-analyses/:id/share-links': () => ({ drawingIds: [] }),
    'POST /api/swing-analyses/:id/exports': () => ({ overlays: { skeleton: true, trace: true, drawings: false, events: true } }),
    // An id that is not the fuzzing member's analysis: the fuzzed field reaches the ownership check.
    'PUT /api/model-swing': () => ({ analysisId: '00000000-0000-4000-8000-000000000000' }),
    'POST /api/club/api-keys': () => ({ name: 'Fuzz system' }),
    'POST /api/admin/club-leads/:id/club': () => ({ planKey: 'club_starter' }),
    'PUT /api/chat/read-positions': () => ({ roomId: '00000000-0000-4000-8000-000000000000', lastReadId: 1 }),
    'PUT /api/chat/mutes/:memberId': () => ({ minutes: 10 }),
    // Never the member's real password: the fuzz must not close the account it walks with.
    'DELETE /api/auth/account': () => ({ password: 'not the password' }),
  };
}

/** The valid body with one field replaced by a nasty string or a wrong type (passwords kept matching). */
export function mutateOneField(body: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(body);
  return fc.tuple(fc.constantFrom(...keys), fc.oneof(nastyString, nastyString, wrongTypedValue)).map(([key, value]) => {
    const mutated: Record<string, unknown> = { ...body, [key]: value };
    if (key === 'password' && 'confirmPassword' in body) mutated.confirmPassword = value;
    return mutated;
  });
}
