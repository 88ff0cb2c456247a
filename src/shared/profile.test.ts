import { describe, expect, it } from 'vitest';
import { focusAreaChoices, golfProfileSchema, parseSwingFocusAreas, playFrequencyLabels, profileWizardSteps } from './profile';

describe('golfProfileSchema', () => {
  it('accepts an empty profile: the wizard has no required fields', () => {
    expect(golfProfileSchema.parse({})).toEqual({});
  });

  it('turns untouched inputs (empty strings) into null', () => {
    expect(golfProfileSchema.parse({ height: '', dominantHand: '', homeCourse: '   ', swingFocusAreas: '' })).toEqual({
      height: null,
      dominantHand: null,
      homeCourse: null,
      swingFocusAreas: null,
    });
  });

  it('rejects values outside each enum and range, naming the field', () => {
    const result = golfProfileSchema.safeParse({ dominantHand: 'both', handicap: 55, driverLoft: 4, height: 'tall', playFrequency: 'yearly' });
    const byField = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toEqual({
      dominantHand: 'Dominant hand must be one of: right, left.',
      handicap: 'Handicap must be between -10 and 54.',
      driverLoft: 'Driver loft must be between 5 and 20 degrees.',
      height: 'Height must be a number.',
      playFrequency: 'Play frequency must be one of: daily, weekly, monthly, occasional.',
    });
  });

  it('accepts plus handicaps and fractional lofts at the edges', () => {
    expect(golfProfileSchema.parse({ handicap: -10, driverLoft: 10.5 })).toEqual({ handicap: -10, driverLoft: 10.5 });
  });

  it('takes swingFocusAreas only as a JSON string of known choices', () => {
    expect(golfProfileSchema.safeParse({ swingFocusAreas: '["Swing tempo","Mental game"]' }).success).toBe(true);
    expect(golfProfileSchema.safeParse({ swingFocusAreas: ['Swing tempo'] }).success).toBe(false);
    expect(golfProfileSchema.safeParse({ swingFocusAreas: '["Swing speed"]' }).success).toBe(false);
    expect(golfProfileSchema.safeParse({ swingFocusAreas: '{not json' }).success).toBe(false);
  });
});

describe('parseSwingFocusAreas', () => {
  it('drops duplicates and keeps the order chosen', () => {
    expect(parseSwingFocusAreas('["Mental game","Swing tempo","Mental game"]')).toEqual(['Mental game', 'Swing tempo']);
    expect(parseSwingFocusAreas('"Mental game"')).toBeNull();
  });
});

describe('wizard labels', () => {
  it('keeps the spec’s odd play-frequency labels', () => {
    expect(playFrequencyLabels).toEqual({ daily: 'Daily', weekly: '2-3 times per week', monthly: 'Weekly', occasional: 'Monthly or less' });
  });

  it('has six steps that together cover every field except the completion flag, once each', () => {
    const fields = profileWizardSteps.flatMap((step) => step.fields);
    expect(profileWizardSteps).toHaveLength(6);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields, 'profileCompleted'].sort()).toEqual(Object.keys(golfProfileSchema.shape).sort());
    expect(focusAreaChoices).toHaveLength(10);
  });
});
