import { inboxOf, MAIL_WAIT_MS } from './inbox';
import { client, uniqueEmail, type ApiClient } from './client';

const JOIN_LINK = /\/club\/join\?token=([\w%-]+)/;

/**
 * The token of the /club/join link in the newest invitation mail to `email`, waiting (mail goes
 * out from a job) until there are more than `seenInvitations` of them; other mails are skipped.
 */
export async function invitationToken(baseUrl: string, email: string, seenInvitations = 0, timeoutMs = MAIL_WAIT_MS): Promise<string> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    const tokens = (await inboxOf(baseUrl).mailsTo(email)).flatMap((mail) => JOIN_LINK.exec(mail.text)?.[1] ?? []);
    if (tokens.length > seenInvitations) return decodeURIComponent(tokens.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new invitation for ${email} within ${timeoutMs} ms`);
}

/** A new member who buys a club plan through the TEST MODE checkout: the owner of a new club. */
export async function clubOwner(baseUrl: string, plan: 'club_starter' | 'club', prefix = 'owner'): Promise<{ api: ApiClient; id: string; clubId: string }> {
  const api = client(baseUrl);
  const user = await api.register({ email: uniqueEmail(prefix) });
  await api.subscribe(plan);
  const club = await api.get('/api/club');
  if (club.status !== 200 || !club.body) throw new Error(`no club after buying ${plan}: ${club.status} ${club.text}`);
  return { api, id: user.id, clubId: club.body.id as string };
}

/** Invites a new address and accepts the e-mailed link signed out, creating the account. */
export async function invitedPerson(
  baseUrl: string,
  owner: ApiClient,
  role: 'member' | 'coach',
  prefix: string = role,
): Promise<{ api: ApiClient; id: string; email: string }> {
  const email = uniqueEmail(prefix);
  const invited = await owner.post('/api/club/invitations', { email, role });
  if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${invited.text}`);
  const token = await invitationToken(baseUrl, email);
  const api = client(baseUrl);
  const accepted = await api.post('/api/club-invitations/accept', {
    token,
    firstName: 'Club',
    lastName: role === 'coach' ? 'Coach' : 'Member',
    password: 'correct horse battery',
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
  return { api, id: accepted.body.user.id as string, email };
}
