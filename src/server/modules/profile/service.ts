import type { GolfProfile, StoredGolfProfile } from '../../../shared/profile';
import { encodeSwingFocusAreas, parseSwingFocusAreas } from '../../../shared/profile';
import type { AppContext } from '../../context';
import type { ProfileRow } from '../../db/schema';
import { httpError } from '../../http/errors';
import * as store from './store';

type ProfileDeps = Pick<AppContext, 'db'>;

const NO_SUCH_MEMBER = 'No member with this id exists.';

/**
 * The reply shape: every field present. Until the member saves a profile, the names come from
 * the account so the wizard starts pre-filled.
 */
function toStoredProfile(userId: string, account: { firstName: string; lastName: string }, row: ProfileRow | null): StoredGolfProfile {
  return {
    userId,
    firstName: row ? row.firstName : account.firstName,
    lastName: row ? row.lastName : account.lastName,
    height: row?.heightCm ?? null,
    weight: row?.weightKg ?? null,
    dominantHand: row?.dominantHand ?? null,
    golfExperience: row?.golfExperience ?? null,
    handicap: row?.handicap ?? null,
    playFrequency: row?.playFrequency ?? null,
    golfGoals: row?.golfGoals ?? null,
    driverBrand: row?.driverBrand ?? null,
    driverLoft: row?.driverLoft ?? null,
    ironSet: row?.ironSet ?? null,
    clubFitting: row?.clubFitting ?? null,
    preferredTees: row?.preferredTees ?? null,
    homeCourse: row?.homeCourse ?? null,
    favoriteCoursetype: row?.favoriteCoursetype ?? null,
    swingFocusAreas: encodeSwingFocusAreas(row?.swingFocusAreas ?? []),
    profileCompleted: row?.profileCompleted ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getProfile(deps: ProfileDeps, userId: string): Promise<StoredGolfProfile> {
  const found = await store.findAccountWithProfile(deps.db, userId);
  if (!found) throw httpError(404, NO_SUCH_MEMBER);
  return toStoredProfile(userId, found.account, found.profile);
}

/**
 * PUT semantics: the body is the whole profile, so a field left out is cleared (stored as null),
 * exactly as if the wizard had sent it empty.
 */
export async function saveProfile(deps: ProfileDeps, userId: string, profile: GolfProfile): Promise<StoredGolfProfile> {
  const found = await store.findAccountWithProfile(deps.db, userId);
  if (!found) throw httpError(404, NO_SUCH_MEMBER);
  const row = await store.upsertProfile(deps.db, {
    userId,
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    heightCm: profile.height ?? null,
    weightKg: profile.weight ?? null,
    dominantHand: profile.dominantHand ?? null,
    golfExperience: profile.golfExperience ?? null,
    handicap: profile.handicap ?? null,
    playFrequency: profile.playFrequency ?? null,
    golfGoals: profile.golfGoals ?? null,
    driverBrand: profile.driverBrand ?? null,
    driverLoft: profile.driverLoft ?? null,
    ironSet: profile.ironSet ?? null,
    clubFitting: profile.clubFitting ?? null,
    preferredTees: profile.preferredTees ?? null,
    homeCourse: profile.homeCourse ?? null,
    favoriteCoursetype: profile.favoriteCoursetype ?? null,
    // Validated by the schema already; parsing here also removes duplicates.
    swingFocusAreas: profile.swingFocusAreas ? (parseSwingFocusAreas(profile.swingFocusAreas) ?? []) : [],
    profileCompleted: profile.profileCompleted ?? false,
    updatedAt: new Date(),
  });
  return toStoredProfile(userId, found.account, row);
}
