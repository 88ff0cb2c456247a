import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './text';

/**
 * The golf profile (spec §3 "User profile", §2 "Golf profile setup", issue 2): the body of
 * PUT /api/users/{id}/profile, the reply of GET, and the labels the 6-step wizard shows.
 * Spec §5: "Profile wizard fields have no required rules", so every field may be missing, null or
 * an empty string (an untouched input) — all three mean "not given" and are stored as null.
 */

export const dominantHandChoices = ['right', 'left'] as const;
export const golfExperienceChoices = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export const playFrequencyChoices = ['daily', 'weekly', 'monthly', 'occasional'] as const;
export const clubFittingChoices = ['yes', 'no', 'planned'] as const;
export const preferredTeesChoices = ['forward', 'middle', 'back', 'championship'] as const;
export const favoriteCoursetypeChoices = ['links', 'parkland', 'desert', 'mountain', 'resort', 'heathland'] as const;
export const focusAreaChoices = [
  'Driver accuracy',
  'Iron consistency',
  'Short game precision',
  'Putting technique',
  'Swing tempo',
  'Course management',
  'Mental game',
  'Physical fitness',
  'Equipment optimization',
  'Strategic play',
] as const;

export type DominantHand = (typeof dominantHandChoices)[number];
export type GolfExperience = (typeof golfExperienceChoices)[number];
export type PlayFrequency = (typeof playFrequencyChoices)[number];
export type ClubFitting = (typeof clubFittingChoices)[number];
export type PreferredTees = (typeof preferredTeesChoices)[number];
export type FavoriteCoursetype = (typeof favoriteCoursetypeChoices)[number];
export type FocusArea = (typeof focusAreaChoices)[number];

export const dominantHandLabels: Record<DominantHand, string> = { right: 'Right-handed', left: 'Left-handed' };
export const golfExperienceLabels: Record<GolfExperience, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  professional: 'Professional',
};
/** The spec's labels are deliberately odd (the stored keys and the wording drifted apart in the
 * product being replaced); the keys are the contract, so they are kept as they are. */
export const playFrequencyLabels: Record<PlayFrequency, string> = {
  daily: 'Daily',
  weekly: '2-3 times per week',
  monthly: 'Weekly',
  occasional: 'Monthly or less',
};
export const clubFittingLabels: Record<ClubFitting, string> = { yes: 'Yes', no: 'No', planned: 'Planning to' };
export const preferredTeesLabels: Record<PreferredTees, string> = {
  forward: 'Forward',
  middle: 'Middle',
  back: 'Back',
  championship: 'Championship',
};
export const favoriteCoursetypeLabels: Record<FavoriteCoursetype, string> = {
  links: 'Links',
  parkland: 'Parkland',
  desert: 'Desert',
  mountain: 'Mountain',
  resort: 'Resort',
  heathland: 'Heathland',
};

export const PROFILE_LIMITS = {
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 30, max: 250 },
  handicap: { min: -10, max: 54 },
  driverLoft: { min: 5, max: 20 },
  shortText: 80,
  longText: 1000,
} as const;

/** '' and null both mean "left empty"; the stored and returned value is then null. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

function optionalText(label: string, max: number, options: { multiline?: boolean } = {}) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text.` })
      .refine((value) => !hasControlCharacters(value, options), controlCharactersMessage(label))
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .nullable()
      .optional(),
  );
}

function optionalChoice<const T extends readonly [string, ...string[]]>(label: string, choices: T) {
  return z.preprocess(
    emptyToNull,
    z
      .enum(choices, { error: `${label} must be one of: ${choices.join(', ')}.` })
      .nullable()
      .optional(),
  );
}

function optionalNumber(label: string, range: { min: number; max: number }, unit = '') {
  const suffix = unit ? ` ${unit}` : '';
  return z.preprocess(
    emptyToNull,
    z
      .number({ error: `${label} must be a number.` })
      .min(range.min, `${label} must be between ${range.min} and ${range.max}${suffix}.`)
      .max(range.max, `${label} must be between ${range.min} and ${range.max}${suffix}.`)
      .nullable()
      .optional(),
  );
}

const focusAreasSchema = z.array(z.enum(focusAreaChoices)).max(focusAreaChoices.length);

/** Reads the spec's JSON-string encoding of the chosen focus areas; null when it is not one. */
export function parseSwingFocusAreas(value: string): FocusArea[] | null {
  try {
    const parsed = focusAreasSchema.safeParse(JSON.parse(value));
    return parsed.success ? [...new Set(parsed.data)] : null;
  } catch {
    return null;
  }
}

export function encodeSwingFocusAreas(areas: readonly FocusArea[]): string {
  return JSON.stringify(areas);
}

/** Sent as a JSON string of choices (spec §3), e.g. '["Swing tempo","Mental game"]'. */
const swingFocusAreasSchema = z.preprocess(
  emptyToNull,
  z
    .string({ error: 'Swing focus areas must be a JSON list of focus areas, sent as text.' })
    .max(1000, 'Swing focus areas is too long.')
    .refine((value) => parseSwingFocusAreas(value) !== null, {
      message: `Swing focus areas must be a JSON list chosen from: ${focusAreaChoices.join(', ')}.`,
    })
    .nullable()
    .optional(),
);

export const golfProfileSchema = z.object({
  firstName: optionalText('First name', PROFILE_LIMITS.shortText),
  lastName: optionalText('Last name', PROFILE_LIMITS.shortText),
  height: optionalNumber('Height', PROFILE_LIMITS.heightCm, 'cm'),
  weight: optionalNumber('Weight', PROFILE_LIMITS.weightKg, 'kg'),
  dominantHand: optionalChoice('Dominant hand', dominantHandChoices),
  golfExperience: optionalChoice('Golf experience', golfExperienceChoices),
  handicap: optionalNumber('Handicap', PROFILE_LIMITS.handicap),
  playFrequency: optionalChoice('Play frequency', playFrequencyChoices),
  golfGoals: optionalText('Golf goals', PROFILE_LIMITS.longText, { multiline: true }),
  driverBrand: optionalText('Driver brand', PROFILE_LIMITS.shortText),
  driverLoft: optionalNumber('Driver loft', PROFILE_LIMITS.driverLoft, 'degrees'),
  ironSet: optionalText('Iron set', PROFILE_LIMITS.shortText),
  clubFitting: optionalChoice('Club fitting', clubFittingChoices),
  preferredTees: optionalChoice('Preferred tees', preferredTeesChoices),
  homeCourse: optionalText('Home course', PROFILE_LIMITS.shortText),
  favoriteCoursetype: optionalChoice('Favourite course type', favoriteCoursetypeChoices),
  swingFocusAreas: swingFocusAreasSchema,
  profileCompleted: z.boolean({ error: 'Profile completed must be true or false.' }).optional(),
});
/** What the wizard sends (before validation). */
export type GolfProfileInput = z.input<typeof golfProfileSchema>;
/** What the server stores after validation. */
export type GolfProfile = z.output<typeof golfProfileSchema>;
export type GolfProfileField = keyof GolfProfile;

/** GET/PUT reply: every field present (null when not given), plus the owner and last save time. */
export const golfProfileReplySchema = z.object({
  profile: z.object({
    userId: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    height: z.number().nullable(),
    weight: z.number().nullable(),
    dominantHand: z.enum(dominantHandChoices).nullable(),
    golfExperience: z.enum(golfExperienceChoices).nullable(),
    handicap: z.number().nullable(),
    playFrequency: z.enum(playFrequencyChoices).nullable(),
    golfGoals: z.string().nullable(),
    driverBrand: z.string().nullable(),
    driverLoft: z.number().nullable(),
    ironSet: z.string().nullable(),
    clubFitting: z.enum(clubFittingChoices).nullable(),
    preferredTees: z.enum(preferredTeesChoices).nullable(),
    homeCourse: z.string().nullable(),
    favoriteCoursetype: z.enum(favoriteCoursetypeChoices).nullable(),
    /** JSON string of focus areas, as sent; '[]' when none were chosen. */
    swingFocusAreas: z.string(),
    profileCompleted: z.boolean(),
    /** ISO 8601; null when the member has never saved a profile. */
    updatedAt: z.string().nullable(),
  }),
});
export type GolfProfileReply = z.infer<typeof golfProfileReplySchema>;
export type StoredGolfProfile = GolfProfileReply['profile'];

/** The wizard's six steps (spec §2/§4: progress bar, Previous, Next Step, Complete Profile). */
export const profileWizardSteps: readonly { title: string; fields: readonly GolfProfileField[] }[] = [
  { title: 'About You', fields: ['firstName', 'lastName', 'height', 'weight', 'dominantHand'] },
  { title: 'Golf Experience', fields: ['golfExperience', 'handicap', 'playFrequency'] },
  { title: 'Your Goals', fields: ['golfGoals'] },
  { title: 'Equipment', fields: ['driverBrand', 'driverLoft', 'ironSet', 'clubFitting'] },
  { title: 'Course Preferences', fields: ['preferredTees', 'homeCourse', 'favoriteCoursetype'] },
  { title: 'Swing Focus Areas', fields: ['swingFocusAreas'] },
];

export const profileFieldLabels: Record<GolfProfileField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  dominantHand: 'Dominant Hand',
  golfExperience: 'Golf Experience',
  handicap: 'Handicap',
  playFrequency: 'How often do you play?',
  golfGoals: 'Golf Goals',
  driverBrand: 'Driver Brand',
  driverLoft: 'Driver Loft (degrees)',
  ironSet: 'Iron Set',
  clubFitting: 'Have you had a club fitting?',
  preferredTees: 'Preferred Tees',
  homeCourse: 'Home Course',
  favoriteCoursetype: 'Favourite Course Type',
  swingFocusAreas: 'Swing Focus Areas',
  profileCompleted: 'Profile Completed',
};
