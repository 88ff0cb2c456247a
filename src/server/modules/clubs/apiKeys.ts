import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, CLUB_PLAN_FEATURES, type ApiKey, type CreatedApiKey } from '../../../shared/clubs';
import type { AppContext } from '../../context';
import type { ClubApiKeyRow, ClubRow } from '../../db/schema';
import type { ApiCaller } from '../../http/access';
import { httpError } from '../../http/errors';
import { hashToken } from '../auth/tokens';
import { clubIsActive } from './service';
import * as store from './store';

/**
 * Public API keys (decision 1704): made and revoked by the club owner on the club plan, 256
 * random bits shown once, stored as SHA-256 (the key is random, so a fast hash is enough), looked
 * up on every request so a revoked key fails on the very next call.
 */

const KEY_PREFIX = 'fck_';

export function toApiKey(row: ClubApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function assertApiAccess(club: ClubRow): void {
  if (!CLUB_PLAN_FEATURES[club.planKey].apiAccess) throw httpError(403, 'API access comes with the Club Unlimited plan.');
}

export async function createApiKey(db: store.Db, club: ClubRow, name: string): Promise<CreatedApiKey> {
  assertApiAccess(club);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await store.insertApiKey(db, { clubId: club.id, name, prefix: key.slice(0, KEY_PREFIX.length + 6), keyHash: hashToken(key) });
  return { ...toApiKey(row), key };
}

export async function revokeApiKey(db: store.Db, club: ClubRow, keyId: string): Promise<ApiKey> {
  const row = await store.revokeApiKey(db, club.id, keyId, new Date());
  if (!row) throw httpError(404, 'Your club has no such API key.');
  return toApiKey(row);
}

/**
 * The club behind the request's key, or null (unknown, revoked, or a club whose plan lapsed or
 * no longer includes API access).
 */
export async function apiCallerOf(ctx: Pick<AppContext, 'db' | 'config'>, request: FastifyRequest): Promise<ApiCaller | null> {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header !== 'string' || !header.startsWith(KEY_PREFIX) || header.length > 200) return null;
  const key = await store.liveApiKey(ctx.db, hashToken(header));
  if (!key) return null;
  const club = await store.findClub(ctx.db, key.clubId);
  if (!club || !CLUB_PLAN_FEATURES[club.planKey].apiAccess || !(await clubIsActive(ctx.db, club, ctx.config.billing.graceDays))) return null;
  await store.touchApiKey(ctx.db, key.id, new Date());
  return { clubId: club.id, keyId: key.id };
}
