import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { swingAnalysisDetailSchema, type SwingAnalysisDetail } from '../../src/shared/analysis';
import { findAnalysis, insertAnalysis } from '../../src/server/modules/analysis/store';
import { fixturePath, uploadForm, waitUntilFinished } from '../api/analysis-helpers';
import { client, type ApiClient } from '../api/client';
import type { TestServer } from '../api/harness';
import { registerThroughForm, type BrowserHarness } from './browser';

/**
 * The start of the browser tests of a member's own swing: the member signs up in the page, as a
 * person would, and their swing goes in through the upload API (the upload form has tests of its
 * own), so each test spends its time on the page it is about.
 */

/** A member signed up through the form on `page` (and on `plan`, the monthly one unless said), with an API client signed in as them. */
export async function signedUpMember(harness: BrowserHarness, page: Page, plan?: string) {
  const account = await registerThroughForm(page, undefined, plan ? { plan } : {});
  const api = client(harness.baseUrl);
  const user = await api.login(account.email, account.password);
  return { account, api, user };
}

export interface AnalysedUploadOptions {
  /** The clip; the fixture swing unless said. */
  file?: string;
  /** The upload form's other fields. */
  fields?: Record<string, string>;
  /** Only catches a hang: a real analysis took a minute at load 40. */
  timeoutMs?: number;
}

/** Uploads a clip as the member's and waits until its analysis is done: the finished analysis. */
export async function analysedUpload(
  api: ApiClient,
  { file = fixturePath(), fields = { clubUsed: 'Driver' }, timeoutMs = 300_000 }: AnalysedUploadOptions = {},
): Promise<SwingAnalysisDetail> {
  const accepted = await uploadForm(api, { data: await fs.readFile(file), name: path.basename(file), type: 'video/mp4' }, fields);
  expect(accepted.status, accepted.text).toBe(202);
  const detail = swingAnalysisDetailSchema.parse((await waitUntilFinished(api, accepted.body.id, timeoutMs)).body);
  expect(detail.status, JSON.stringify(detail.error)).toBe('done');
  return detail;
}

/**
 * The same recorded swing stored again as its own analysis, `days` earlier: a second session for
 * a test of comparing two, without a second pose run. Its id.
 */
export async function earlierCopy(server: TestServer, analysisId: string, days: number): Promise<string> {
  const row = (await findAnalysis(server.ctx.db, analysisId))!;
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = row;
  return (await insertAnalysis(server.ctx.db, { ...copy, createdAt: new Date(Date.now() - days * 86_400_000) })).id;
}
