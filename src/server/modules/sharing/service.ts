import { createHash, randomBytes } from 'node:crypto';
import { unjudgedAreas, unmeasuredAreas } from '../../../shared/keyMetricsMeasured';
import { API_ROUTES, pathTo, PRODUCT_NAME, ROUTES } from '../../../shared/routes';
import {
  SHARE_LINKS_PER_ANALYSIS,
  shareLinkBodySchema,
  type CreatedShareLink,
  type ShareLink,
  type ShareLinkBody,
  type SharedSwing,
} from '../../../shared/sharing';
import type { AppContext } from '../../context';
import type { ShareLinkRow } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { findAnalysisSummary, type AnalysisSummaryRow } from '../analysis/store';
import { trackUrl } from '../analysis/views';
import { drawingsOfSwing } from '../drawings/service';
import * as store from './store';

/**
 * Share links (issue 33, decision 3301). Only the owner makes, lists and revokes links (anyone
 * else: the 404 of a missing analysis). A link is 256 random bits; its SHA-256 is stored. Opening
 * one reads the analysis afresh, so a revoked link, a deleted analysis or a drawing deleted since
 * is simply gone: 404, or one drawing fewer.
 */

const notFound = () => httpError(404, 'This swing analysis does not exist (it may have been deleted).');
const linkGone = () => httpError(404, 'This link does not work any more: its owner may have revoked it or deleted the swing.');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function toShareLink(row: ShareLinkRow): ShareLink {
  return { id: row.id, drawingIds: row.drawingIds, createdAt: row.createdAt.toISOString() };
}

async function ownedSwing(ctx: AppContext, user: SessionUser, analysisId: string): Promise<AnalysisSummaryRow> {
  const row = await findAnalysisSummary(ctx.db, analysisId);
  if (!row || row.userId !== user.id) throw notFound();
  return row;
}

export async function listShareLinks(ctx: AppContext, user: SessionUser, analysisId: string): Promise<ShareLink[]> {
  await ownedSwing(ctx, user, analysisId);
  return (await store.shareLinksOf(ctx.db, analysisId)).map(toShareLink);
}

export async function makeShareLink(ctx: AppContext, user: SessionUser, analysisId: string, body: ShareLinkBody): Promise<CreatedShareLink> {
  const row = await ownedSwing(ctx, user, analysisId);
  if (row.status !== 'done' || !row.analysis) throw httpError(409, 'This analysis has not finished, so there is nothing to share yet.');
  const { drawingIds } = shareLinkBodySchema.parse(body);
  const own = new Set((await drawingsOfSwing(ctx, row)).map((drawing) => drawing.id));
  if (drawingIds.some((id) => !own.has(id))) throw httpError(400, 'A chosen drawing is not one of yours on this swing.');
  if ((await store.countShareLinks(ctx.db, analysisId)) >= SHARE_LINKS_PER_ANALYSIS) {
    throw httpError(409, `A swing has at most ${SHARE_LINKS_PER_ANALYSIS} links at once: revoke one first.`);
  }
  const token = randomBytes(32).toString('base64url');
  const link = await store.insertShareLink(ctx.db, { analysisId, tokenHash: hashOf(token), drawingIds: [...new Set(drawingIds)] });
  return { ...toShareLink(link), path: pathTo(ROUTES.sharedSwing.path, { token }) };
}

export async function revokeShareLink(ctx: AppContext, user: SessionUser, analysisId: string, linkId: string): Promise<void> {
  await ownedSwing(ctx, user, analysisId);
  if (!(await store.deleteShareLink(ctx.db, analysisId, linkId))) throw httpError(404, 'This link does not exist (it may have been revoked).');
}

/** The analysis and link behind a token, or 404 for an unknown, revoked or deleted one. */
export async function sharedRow(ctx: AppContext, token: string): Promise<{ row: AnalysisSummaryRow; link: ShareLinkRow }> {
  const shared = await findShared(ctx, token);
  if (!shared) throw linkGone();
  return shared;
}

async function findShared(ctx: AppContext, token: string): Promise<{ row: AnalysisSummaryRow; link: ShareLinkRow } | undefined> {
  const link = await store.findShareLink(ctx.db, hashOf(token));
  const row = link && (await findAnalysisSummary(ctx.db, link.analysisId));
  return link && row && row.status === 'done' && row.analysis ? { row, link } : undefined;
}

export async function sharedSwing(ctx: AppContext, token: string): Promise<SharedSwing> {
  const { row, link } = await sharedRow(ctx, token);
  const results = row.analysis!.analysisResults;
  const chosen = new Set(link.drawingIds);
  const thumbnails: SharedSwing['thumbnails'] = {};
  for (const event of Object.keys(row.thumbnails) as Array<keyof typeof row.thumbnails>) {
    thumbnails[event] = pathTo(API_ROUTES.sharedSwingThumbnail, { token, event });
  }
  return {
    overallScore: results.overallScore,
    keyMetrics: results.keyMetrics,
    notMeasured: unmeasuredAreas(results),
    notJudged: unjudgedAreas(results),
    clubUsed: row.clubUsed,
    swingLength: row.swingLength,
    events: results.events,
    view: results.view,
    timing: results.timing,
    thumbnails,
    videoUrl: row.playbackKey ? pathTo(API_ROUTES.sharedSwingVideo, { token }) : null,
    trackUrl: trackUrl(pathTo(API_ROUTES.sharedSwingTrack, { token }), row),
    drawings: (await drawingsOfSwing(ctx, row))
      .filter((drawing) => chosen.has(drawing.id))
      .map(({ frame, event, shape, label }) => ({ frame, event, shape, label })),
  };
}

/** What a link's page says to link previews (og: tags): null for a link that does not work. */
export async function sharedPagePreview(ctx: AppContext, token: string): Promise<{ title: string; description: string; imagePath: string | null } | null> {
  const shared = await findShared(ctx, token);
  if (!shared) return null;
  const { row } = shared;
  const event = row.thumbnails.impact ? 'impact' : row.thumbnails.top ? 'top' : null;
  return {
    title: `A golf swing scored ${row.analysis!.analysisResults.overallScore}/100 | ${PRODUCT_NAME}`,
    description: `A swing shared from ${PRODUCT_NAME}: the video with the skeleton, key positions and score.`,
    imagePath: event && pathTo(API_ROUTES.sharedSwingThumbnail, { token, event }),
  };
}
