import { fileTypeFromBuffer } from 'file-type';
import { brandingBodySchema, LOGO_MAX_BYTES, LOGO_TYPES, type BrandingBody } from '../../../shared/clubs';
import type { AppContext } from '../../context';
import type { ClubRow } from '../../db/schema';
import { httpError } from '../../http/errors';
import { CLUB_PLAN_FEATURES } from '../../../shared/clubs';
import * as store from './store';

/**
 * Club branding (decision 1705): name, colours, logo and white-label. The logo goes through the
 * storage port like every upload; its type is read from its bytes, not from what the sender said.
 */

type Deps = Pick<AppContext, 'db' | 'storage'>;

const EXTENSIONS: Record<(typeof LOGO_TYPES)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const LOGO_CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

export async function updateBranding(deps: Pick<Deps, 'db'>, club: ClubRow, body: BrandingBody): Promise<ClubRow> {
  const input = brandingBodySchema.parse(body);
  if (input.whiteLabel && !CLUB_PLAN_FEATURES[club.planKey].whiteLabel) throw httpError(403, 'White-label branding comes with the Club Unlimited plan.');
  return (await store.updateClub(deps.db, club.id, input))!;
}

/** Replaces the club's logo with an image sent as a data URL. */
export async function replaceLogo(deps: Deps, club: ClubRow, dataUrl: string): Promise<ClubRow> {
  const match = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) throw httpError(400, 'Send the logo as a base64 data URL of a PNG, JPEG or WebP image.');
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length === 0) throw httpError(400, 'The logo is empty.');
  if (bytes.length > LOGO_MAX_BYTES) throw httpError(413, `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB.`);
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as (typeof LOGO_TYPES)[number] | undefined;
  if (!mime || !LOGO_TYPES.includes(mime)) throw httpError(415, 'The logo must be a PNG, JPEG or WebP image.');
  // A new name each time, so browsers and e-mail clients never show a cached older logo.
  const key = `clubs/${club.id}/logo-${Date.now()}.${EXTENSIONS[mime]}`;
  await deps.storage.put(key, bytes);
  const updated = (await store.updateClub(deps.db, club.id, { logoKey: key }))!;
  if (club.logoKey) await deps.storage.delete(club.logoKey);
  return updated;
}
