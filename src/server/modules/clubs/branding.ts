import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
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

// Logos stored before decision 2509 keep their own type; new ones are all PNG.
export const LOGO_CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * A few hundred KB of PNG can unpack to gigabytes of pixels (a 30000 × 30000 one-bit image fits
 * in 110 KB), so the size in pixels is read from the header and limited before anything decodes it
 * (decision 2509). 16 megapixels is far more than any logo needs.
 */
const LOGO_MAX_INPUT_PIXELS = 4096 * 4096;
/** Every logo is stored as a PNG of this many pixels a side (the image centred, transparent around). */
export const LOGO_SIDE = 256;

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
  const png = await reencodeLogo(bytes);
  // A new name each time, so browsers and e-mail clients never show a cached older logo.
  const key = `clubs/${club.id}/logo-${Date.now()}.png`;
  await deps.storage.put(key, png);
  const updated = (await store.updateClub(deps.db, club.id, { logoKey: key }))!;
  if (club.logoKey) await deps.storage.delete(club.logoKey);
  return updated;
}

/**
 * The logo as we store it: a PNG of LOGO_SIDE × LOGO_SIDE (PNG, because e-mail clients show it
 * everywhere), so what pages and e-mails load is small whatever was sent. Images over the pixel
 * limit are refused from their header; sharp's limitInputPixels guards the decoding too.
 */
async function reencodeLogo(bytes: Buffer): Promise<Buffer> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw httpError(422, 'The logo could not be read as an image. Please send another file.');
  }
  const { width = 0, height = 0 } = size;
  if (width * height > LOGO_MAX_INPUT_PIXELS) {
    throw httpError(422, `The logo is ${width} × ${height} pixels, too large to use. Please send one of at most 16 million pixels, such as 4096 × 4096.`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(LOGO_SIDE, LOGO_SIDE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    throw httpError(422, 'The logo could not be read as an image. Please send another file.');
  }
}
