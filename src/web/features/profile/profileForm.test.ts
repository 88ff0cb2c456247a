import { describe, expect, it } from 'vitest';
import { golfProfileSchema, type StoredGolfProfile } from '../../../shared/profile';
import { bodyFromForm, formFromStored } from './profileForm';

const ACCOUNT = { firstName: 'Ann', lastName: 'Lee' };

const STORED: StoredGolfProfile = {
  userId: '5f0c2a4e-7d55-4a8e-9f55-3d2b8f1f6c11',
  firstName: 'Annie',
  lastName: null,
  height: 170,
  weight: null,
  dominantHand: 'left',
  golfExperience: 'advanced',
  handicap: 4.2,
  playFrequency: 'monthly',
  golfGoals: 'Break 75',
  driverBrand: null,
  driverLoft: 9.5,
  ironSet: null,
  clubFitting: 'planned',
  preferredTees: 'back',
  homeCourse: null,
  favoriteCoursetype: 'links',
  swingFocusAreas: '["Swing tempo","Mental game"]',
  profileCompleted: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form', () => {
  it('starts from the account names when no profile was saved', () => {
    const form = formFromStored(null, ACCOUNT);
    expect(form.values.firstName).toBe('Ann');
    expect(form.values.lastName).toBe('Lee');
    expect(form.values.handicap).toBe('');
    expect(form.focusAreas).toEqual([]);
  });

  it('round-trips a saved profile into a body the shared schema accepts', () => {
    const form = formFromStored(STORED, ACCOUNT);
    expect(form.values.firstName).toBe('Annie');
    expect(form.values.lastName).toBe('Lee');
    expect(form.focusAreas).toEqual(['Swing tempo', 'Mental game']);

    const body = bodyFromForm(form);
    expect(body).toMatchObject({
      height: 170,
      weight: null,
      handicap: 4.2,
      driverLoft: 9.5,
      playFrequency: 'monthly',
      swingFocusAreas: '["Swing tempo","Mental game"]',
      profileCompleted: true,
    });
    expect(golfProfileSchema.safeParse(body).success).toBe(true);
  });

  it('sends an unreadable number as typed so validation names the field', () => {
    const form = formFromStored(null, ACCOUNT);
    form.values.height = '1e999';
    const result = golfProfileSchema.safeParse(bodyFromForm(form));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['height']);
  });
});
