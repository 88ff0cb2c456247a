import { forgetOnSignOut } from '../../lib/forgetMember';

/**
 * Videos analysed on this device stay on it: the player plays the member's own file from an object
 * URL kept for as long as the page is open (a reload or a logout forgets it; the stored track and
 * result remain).
 */
const urls = new Map<string, string>();

forgetOnSignOut(() => {
  for (const url of urls.values()) URL.revokeObjectURL(url);
  urls.clear();
});

export function keepLocalVideo(analysisId: string, file: Blob): void {
  urls.set(analysisId, URL.createObjectURL(file));
}

export function localVideoUrl(analysisId: string): string | null {
  return urls.get(analysisId) ?? null;
}
