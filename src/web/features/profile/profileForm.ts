import {
  clubFittingChoices,
  clubFittingLabels,
  dominantHandChoices,
  dominantHandLabels,
  encodeSwingFocusAreas,
  favoriteCoursetypeChoices,
  favoriteCoursetypeLabels,
  golfExperienceChoices,
  golfExperienceLabels,
  parseSwingFocusAreas,
  playFrequencyChoices,
  playFrequencyLabels,
  preferredTeesChoices,
  preferredTeesLabels,
  type FocusArea,
  type GolfProfileField,
  type GolfProfileInput,
  type StoredGolfProfile,
} from '../../../shared/profile';

/** How the wizard draws each field; the choices and labels come from the shared profile contract. */
export type FieldKind =
  | { kind: 'text' }
  | { kind: 'longText' }
  | { kind: 'number'; step: number }
  | { kind: 'choice'; options: ReadonlyArray<{ value: string; label: string }> }
  | { kind: 'focusAreas' };

function choice<T extends string>(values: readonly T[], labels: Record<T, string>): FieldKind {
  return { kind: 'choice', options: values.map((value) => ({ value, label: labels[value] })) };
}

export const FIELD_KINDS: Record<Exclude<GolfProfileField, 'profileCompleted'>, FieldKind> = {
  firstName: { kind: 'text' },
  lastName: { kind: 'text' },
  height: { kind: 'number', step: 1 },
  weight: { kind: 'number', step: 1 },
  dominantHand: choice(dominantHandChoices, dominantHandLabels),
  golfExperience: choice(golfExperienceChoices, golfExperienceLabels),
  handicap: { kind: 'number', step: 0.1 },
  playFrequency: choice(playFrequencyChoices, playFrequencyLabels),
  golfGoals: { kind: 'longText' },
  driverBrand: { kind: 'text' },
  driverLoft: { kind: 'number', step: 0.5 },
  ironSet: { kind: 'text' },
  clubFitting: choice(clubFittingChoices, clubFittingLabels),
  preferredTees: choice(preferredTeesChoices, preferredTeesLabels),
  homeCourse: { kind: 'text' },
  favoriteCoursetype: choice(favoriteCoursetypeChoices, favoriteCoursetypeLabels),
  swingFocusAreas: { kind: 'focusAreas' },
};

export type InputField = Exclude<GolfProfileField, 'profileCompleted' | 'swingFocusAreas'>;

/** The wizard's state: what is in each box (strings, as typed) and the ticked focus areas. */
export interface ProfileFormState {
  values: Record<InputField, string>;
  focusAreas: FocusArea[];
}

const INPUT_FIELDS = (Object.keys(FIELD_KINDS) as Array<keyof typeof FIELD_KINDS>).filter((field): field is InputField => field !== 'swingFocusAreas');

/** Fills the form from the saved profile (null → empty box), falling back to the account's names. */
export function formFromStored(stored: StoredGolfProfile | null, account: { firstName: string; lastName: string }): ProfileFormState {
  const values = {} as Record<InputField, string>;
  for (const field of INPUT_FIELDS) {
    const saved = stored?.[field];
    values[field] = saved === null || saved === undefined ? '' : String(saved);
  }
  values.firstName ||= account.firstName;
  values.lastName ||= account.lastName;
  return { values, focusAreas: (stored && parseSwingFocusAreas(stored.swingFocusAreas)) ?? [] };
}

/**
 * The PUT body: numbers as numbers (an unreadable one is sent as typed so the shared schema names
 * it), empty boxes as null, focus areas as the spec's JSON string, and the profile marked complete.
 */
export function bodyFromForm(form: ProfileFormState): GolfProfileInput {
  const body: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS) {
    const raw = form.values[field].trim();
    if (raw === '') body[field] = null;
    else if (FIELD_KINDS[field].kind === 'number') body[field] = Number.isFinite(Number(raw)) ? Number(raw) : raw;
    else body[field] = raw;
  }
  body.swingFocusAreas = encodeSwingFocusAreas(form.focusAreas);
  body.profileCompleted = true;
  return body as GolfProfileInput;
}
