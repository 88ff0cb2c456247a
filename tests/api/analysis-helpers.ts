import fs from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { swingAnalyses } from '../../src/server/db/schema';
import { storageKeys } from '../../src/server/modules/analysis/service';
import type { NewAnalysisRow } from '../../src/server/modules/analysis/store';
import type { ApiClient, ApiResponse } from './client';
import type { TestServer } from './harness';

/** The real test footage, outside the repo: SWING_FIXTURES_DIR or ../shared/fixtures/swings. */
export function fixturePath(name = 'golfdb-test-swing.mp4'): string {
  const dir = process.env.SWING_FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures/swings');
  return path.join(dir, name);
}

/** POSTs a multipart form with one file and optional text fields, as the browser's upload does. */
export function uploadForm(
  api: ApiClient,
  file: { data: Uint8Array; name: string; type?: string } | undefined,
  fields: Record<string, string> = {},
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return api.post('/api/swing-analyses', form);
}

export async function analysisRowCount(server: TestServer): Promise<number> {
  const [row] = await server.ctx.db.select({ n: count() }).from(swingAnalyses);
  return row?.n ?? 0;
}

/** Every file under the storage folder (DATA_DIR/uploads), relative paths. */
export async function storedFiles(server: TestServer): Promise<string[]> {
  const root = path.join(server.ctx.config.dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/**
 * Polls an analysis until its run is over (failed, or done and its club read too); the bound is
 * generous (a real analysis took 60 s at load 40), it only catches a hang.
 */
export async function waitUntilFinished(api: ApiClient, id: string, timeoutMs = 300_000): Promise<ApiResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await api.get(`/api/swing-analyses/${id}`);
    if (response.status !== 200) throw new Error(`GET analysis ${id}: ${response.status} ${response.text}`);
    // A video's club is read after its result, by a job of its own (decision 2817): finished is after that.
    if ((response.body.status === 'done' && response.body.clubTrace !== 'tracing') || response.body.status === 'failed') return response;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still ${response.body.status}/${response.body.stage}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A row for the analyses table with no file and no job behind it, for tests that set up a queue
 * as they need it (nothing runs it).
 */
export function bareAnalysisRow(id: string, userId: string, values: Partial<NewAnalysisRow>): NewAnalysisRow {
  return {
    id,
    userId,
    sourceKind: 'video',
    originalKey: storageKeys.original(id, 'mp4'),
    originalMime: 'video/mp4',
    originalSize: 1,
    originalSha256: 'not-checked-here',
    ...values,
  };
}
