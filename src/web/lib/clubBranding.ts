import { useQuery } from '@tanstack/react-query';
import type { MyClub } from '../../shared/clubs';
import { API_ROUTES } from '../../shared/routes';
import { useCurrentUser } from './session';

/**
 * The signed-in person's club (null without one): the header, the dashboard and /club read it.
 * A purchase, an invitation accepted in another tab or a removal changes it elsewhere, so every
 * screen that shows it asks again when it mounts (the header follows from the shared cache).
 */
export const MY_CLUB_KEY = [API_ROUTES.club] as const;

export function useMyClub() {
  const { user } = useCurrentUser();
  const query = useQuery<MyClub>({ queryKey: MY_CLUB_KEY, enabled: Boolean(user), refetchOnMount: 'always' });
  return { club: user ? (query.data ?? null) : null, isLoading: Boolean(user) && query.isLoading };
}
