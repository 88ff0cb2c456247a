import type { CoachComment, CoachCommentBody } from '../../../shared/clubs';
import { coachCommentBodySchema } from '../../../shared/clubs';
import { pathTo, ROUTES } from '../../../shared/routes';
import type { AppContext } from '../../context';
import type { CoachCommentRow } from '../../db/schema';
import { isSelfOrAdmin, type SessionUser } from '../../http/access';
import { httpError } from '../../http/errors';
import { findUserById } from '../auth/store';
import { coachesMember } from '../clubStaff/coachesMember';
import { enqueueClubMail } from './jobs';
import { coachNoteMail } from './mails';
import { brandingOf, staffClub } from './service';
import * as store from './store';

/**
 * Coach review (decision 1703): the owner and coaches of a club leave notes on its members'
 * analyses, each tied to a frame (and the event at it) with an optional line or angle drawn on
 * that frame. The member is e-mailed and sees the notes on the result page; opening them there
 * clears the in-app "new notes" count.
 */

type Deps = Pick<AppContext, 'db' | 'jobs'>;
const notFound = () => httpError(404, 'This swing analysis does not exist (it may have been deleted).');

export function toComment(row: CoachCommentRow): CoachComment {
  return {
    id: row.id,
    analysisId: row.analysisId,
    authorName: row.authorName,
    frame: row.frame,
    event: row.event,
    text: row.text,
    drawing: row.drawing,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The analysis's owner, when the caller is that owner, an admin, or staff of the owner's club; 404 otherwise. */
async function readableOwner(deps: Pick<Deps, 'db'>, user: SessionUser, analysisId: string): Promise<string> {
  const ownerId = await store.analysisOwner(deps.db, analysisId);
  if (!ownerId) throw notFound();
  if (isSelfOrAdmin(user, ownerId) || (await coachesMember(deps.db, user.id, ownerId))) return ownerId;
  throw notFound();
}

export async function listComments(deps: Pick<Deps, 'db'>, user: SessionUser, analysisId: string): Promise<CoachComment[]> {
  const ownerId = await readableOwner(deps, user, analysisId);
  const rows = await store.commentsOf(deps.db, analysisId);
  if (ownerId === user.id) await store.markCommentsRead(deps.db, analysisId, new Date());
  return rows.map(toComment);
}

export async function addComment(deps: Deps, user: SessionUser, analysisId: string, body: CoachCommentBody, appBaseUrl: string): Promise<CoachComment> {
  const input = coachCommentBodySchema.parse(body);
  const ownerId = await store.analysisOwner(deps.db, analysisId);
  if (!ownerId || !(await coachesMember(deps.db, user.id, ownerId))) throw notFound();
  const club = await staffClub(deps.db, user, 'staff');
  const authorName = `${user.firstName} ${user.lastName}`;
  const row = await store.insertComment(deps.db, { analysisId, authorId: user.id, authorName, ...input });
  const member = await findUserById(deps.db, ownerId);
  if (member && member.id !== user.id) {
    const link = `${appBaseUrl}${pathTo(ROUTES.analysis.path, { id: analysisId })}`;
    await enqueueClubMail(deps, coachNoteMail(member.email, brandingOf(club), authorName, input.text, link));
  }
  return toComment(row);
}
