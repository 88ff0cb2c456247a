import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GolfProfileInput } from '../../src/shared/profile';
import { profiles } from '../../src/server/db/schema';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, TEST_ADMIN, type TestServer } from './harness';

const FULL_PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  height: 171.5,
  weight: 62,
  dominantHand: 'left',
  golfExperience: 'intermediate',
  handicap: 10.3,
  playFrequency: 'monthly',
  golfGoals: 'Break 80 this season and stop slicing the driver.',
  driverBrand: 'Titleist',
  driverLoft: 10.5,
  ironSet: 'Mizuno JPX 923',
  clubFitting: 'planned',
  preferredTees: 'middle',
  homeCourse: 'Royal Birkdale',
  favoriteCoursetype: 'links',
  swingFocusAreas: '["Driver accuracy","Swing tempo"]',
  profileCompleted: true,
} satisfies GolfProfileInput;

describe('golf profile', () => {
  let server: TestServer;
  let owner: ApiClient;
  let ownerId: string;
  let other: ApiClient;
  let admin: ApiClient;
  const path = (id: string) => `/api/users/${id}/profile`;
  const storedRow = async () => (await server.ctx.db.select().from(profiles).where(eq(profiles.userId, ownerId)))[0];

  beforeAll(async () => {
    server = await startTestServer();
    owner = client(server.baseUrl);
    ownerId = (await owner.register({ email: uniqueEmail('owner'), firstName: 'Ada', lastName: 'Lovelace' })).id;
    other = client(server.baseUrl);
    await other.register({ email: uniqueEmail('other') });
    admin = client(server.baseUrl);
    await admin.login(TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts empty, with the names of the account filled in', async () => {
    const response = await owner.get(path(ownerId));
    expect(response.status).toBe(200);
    expect(response.body.profile).toEqual({
      userId: ownerId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      height: null,
      weight: null,
      dominantHand: null,
      golfExperience: null,
      handicap: null,
      playFrequency: null,
      golfGoals: null,
      driverBrand: null,
      driverLoft: null,
      ironSet: null,
      clubFitting: null,
      preferredTees: null,
      homeCourse: null,
      favoriteCoursetype: null,
      swingFocusAreas: '[]',
      profileCompleted: false,
      updatedAt: null,
    });
  });

  it('saves every field and reads them back exactly', async () => {
    const saved = await owner.put(path(ownerId), FULL_PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ ...FULL_PROFILE, userId: ownerId });
    expect(Date.parse(saved.body.profile.updatedAt)).not.toBeNaN();

    const read = await owner.get(path(ownerId));
    expect(read.body).toEqual(saved.body);
    expect((await storedRow())!.swingFocusAreas).toEqual(['Driver accuracy', 'Swing tempo']);
  });

  it('replaces the whole profile on PUT: left-out and empty fields are cleared', async () => {
    await owner.put(path(ownerId), FULL_PROFILE);
    const response = await owner.put(path(ownerId), { golfExperience: 'advanced', homeCourse: '', height: '', swingFocusAreas: '' });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({
      golfExperience: 'advanced',
      homeCourse: null,
      height: null,
      handicap: null,
      firstName: null,
      swingFocusAreas: '[]',
      profileCompleted: false,
    });
  });

  it('lets nobody else read or write it: another member gets 403 and changes nothing', async () => {
    await owner.put(path(ownerId), FULL_PROFILE);
    const before = await storedRow();

    const read = await other.get(path(ownerId));
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('You can only access your own data.');
    expect(read.text).not.toContain('Titleist');

    const write = await other.put(path(ownerId), { ...FULL_PROFILE, homeCourse: 'Hijacked' });
    expect(write.status).toBe(403);
    // Ownership is decided before validation: an invalid body from a stranger is still a 403.
    expect((await other.put(path(ownerId), { dominantHand: 'both' })).status).toBe(403);
    expect(await storedRow()).toEqual(before);
  });

  it('requires a signed-in member', async () => {
    expect((await client(server.baseUrl).get(path(ownerId))).status).toBe(401);
    expect((await client(server.baseUrl).put(path(ownerId), FULL_PROFILE)).status).toBe(401);
  });

  it('lets an admin read and write any member profile', async () => {
    expect((await admin.get(path(ownerId))).status).toBe(200);
    const response = await admin.put(path(ownerId), { ...FULL_PROFILE, handicap: 8 });
    expect(response.status).toBe(200);
    expect((await owner.get(path(ownerId))).body.profile.handicap).toBe(8);
  });

  it('answers 404 for a member that does not exist and 400 for an id that is not one', async () => {
    const missing = await admin.get(path(randomUUID()));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No member with this id exists.');
    expect((await admin.put(path(randomUUID()), FULL_PROFILE)).status).toBe(404);

    const malformed = await admin.get(path('not-a-uuid'));
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('id: The member id in the address is not valid.');
  });

  describe('invalid values: 400 naming the field, stored profile untouched', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an unknown dominant hand', { dominantHand: 'both' }, 'dominantHand: Dominant hand must be one of: right, left.'],
      [
        'an unknown experience level',
        { golfExperience: 'expert' },
        'golfExperience: Golf experience must be one of: beginner, intermediate, advanced, professional.',
      ],
      ['an unknown play frequency', { playFrequency: 'yearly' }, 'playFrequency: Play frequency must be one of: daily, weekly, monthly, occasional.'],
      ['an unknown club fitting answer', { clubFitting: 'maybe' }, 'clubFitting: Club fitting must be one of: yes, no, planned.'],
      ['unknown tees', { preferredTees: 'ladies' }, 'preferredTees: Preferred tees must be one of: forward, middle, back, championship.'],
      [
        'an unknown course type',
        { favoriteCoursetype: 'moon' },
        'favoriteCoursetype: Favourite course type must be one of: links, parkland, desert, mountain, resort, heathland.',
      ],
      ['a handicap above 54', { handicap: 54.1 }, 'handicap: Handicap must be between -10 and 54.'],
      ['a driver loft below 5', { driverLoft: 4 }, 'driverLoft: Driver loft must be between 5 and 20 degrees.'],
      ['a height as text', { height: 'tall' }, 'height: Height must be a number.'],
      ['an over-long home course', { homeCourse: 'x'.repeat(81) }, 'homeCourse: Home course must be at most 80 characters.'],
      [
        'focus areas as a list instead of a JSON string',
        { swingFocusAreas: ['Swing tempo'] },
        'swingFocusAreas: Swing focus areas must be a JSON list of focus areas, sent as text.',
      ],
      ['an unknown focus area', { swingFocusAreas: '["Swing speed"]' }, 'swingFocusAreas: Swing focus areas must be a JSON list chosen from:'],
      ['a completion flag as text', { profileCompleted: 'yes' }, 'profileCompleted: Profile completed must be true or false.'],
    ];
    for (const [name, change, message] of cases) {
      it(`rejects ${name}`, async () => {
        await owner.put(path(ownerId), FULL_PROFILE);
        const before = await storedRow();
        const response = await owner.put(path(ownerId), { ...FULL_PROFILE, ...change });
        expect(response.status).toBe(400);
        expect(response.body.message.startsWith(message)).toBe(true);
        expect(await storedRow()).toEqual(before);
      });
    }
  });
});
