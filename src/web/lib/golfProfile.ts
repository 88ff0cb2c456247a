import { useQuery } from '@tanstack/react-query';
import type { GolfProfileReply } from '../../shared/profile';
import { API_ROUTES, pathTo } from '../../shared/routes';
import { useCurrentUser } from './session';

/** The golf profile query's key: the profile page, its offer and the swing pages read one cache entry. */
export const profileQueryKey = (userId: string) => [pathTo(API_ROUTES.profile, { id: userId })];

/**
 * The height (cm) in the profile of the member who owns a swing, when the viewer is that member:
 * it turns distances into inches and centimetres. Null for anyone else (an administrator reads
 * body-relative words) and while the profile is unknown.
 */
export function useOwnerHeight(ownerId: string): number | null {
  const { user } = useCurrentUser();
  const owned = user?.id === ownerId;
  const profile = useQuery<GolfProfileReply>({ queryKey: profileQueryKey(ownerId), enabled: owned });
  return owned ? (profile.data?.profile.height ?? null) : null;
}
