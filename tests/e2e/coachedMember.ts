import type { Page } from 'playwright-core';
import { client } from '../api/client';
import { seedCoachedMember, type SeededSwing } from '../api/coached-member';
import { registerThroughForm, watchPageProblems, type BrowserHarness } from './browser';

/** A premium member registered through the form, with the coach's four analysed swings, on a fresh page. */
export async function coachedMemberPage(harness: BrowserHarness): Promise<{ page: Page; problems: string[]; swings: SeededSwing[]; close(): Promise<void> }> {
  const context = await harness.newContext();
  const page = await context.newPage();
  const problems = watchPageProblems(page);
  const account = await registerThroughForm(page);
  const user = await client(harness.baseUrl).login(account.email, account.password);
  const swings = await seedCoachedMember(harness.server.ctx.db, user.id);
  return { page, problems, swings, close: () => context.close() };
}
