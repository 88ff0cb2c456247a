import type { QueryClient } from '@tanstack/react-query';

/**
 * What a signed-out page must forget, so the next person at a shared computer finds nothing of
 * the member (issue 26). Stores outside React Query (the coach panel's analysis, the object URLs
 * of videos analysed on this device) register here, because lib may not import the features.
 */
const forgetters = new Set<() => void>();

export function forgetOnSignOut(forget: () => void): void {
  forgetters.add(forget);
}

/**
 * Every cached answer loses its data and tells the screens that show it (a plain `clear()` only
 * drops the entries, so a mounted page kept drawing the member's name and scores), then every
 * entry and every mutation's input (the login's password among them) goes. `signedOutKey` is
 * the current-user entry, set to nobody first so every guard reacts.
 */
export function forgetMember(queryClient: QueryClient, signedOutKey: readonly unknown[]): void {
  queryClient.setQueryData(signedOutKey, null);
  const keep = queryClient.getQueryCache().find({ queryKey: signedOutKey, exact: true });
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query !== keep) query.reset();
  }
  queryClient.removeQueries({ predicate: (query) => query !== keep });
  queryClient.getMutationCache().clear();
  for (const forget of forgetters) forget();
}
