import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swingAnalyses } from '../../src/server/db/schema';
import { CLUB_CHOICES, SWING_LENGTH_CHOICES } from '../../src/shared/swingLabels';
import { analysisRowCount, fixturePath, storedFiles, uploadForm } from './analysis-helpers';
import { client, uniqueEmail, type ApiClient } from './client';
import { startTestServer, type TestServer } from './harness';
import { runMigrationFile } from './migration-file';
import { insertAnalysisRow } from './performance-analysis-rows';

/**
 * Club, swing length, practice type and focus area are shared choices (src/shared/swingLabels.ts): the server
 * refuses any other text, naming the field, and keeps nothing; stored free text from before is
 * mapped onto the choices by migration 0007.
 */

let server: TestServer;
let member: ApiClient;
let memberId: string;

beforeAll(async () => {
  server = await startTestServer();
  member = client(server.baseUrl);
  memberId = (await member.registerMember({ email: uniqueEmail('labels') })).id;
});

afterAll(async () => {
  await server?.close();
});

describe('upload labels', () => {
  it('refuses a club, swing length, practice type or focus area outside the choices with a 400 naming the field, and stores nothing', async () => {
    const clip = { data: await fs.readFile(fixturePath()), name: 'swing.mp4', type: 'video/mp4' };
    const rowsBefore = await analysisRowCount(server);
    const filesBefore = await storedFiles(server);

    const club = await uploadForm(member, clip, { clubUsed: 'Banana' });
    expect(club.status).toBe(400);
    expect(club.body.message).toBe(`clubUsed: Club used must be one of: ${CLUB_CHOICES.join(', ')}.`);

    // A chip is not offered: the engine does not find a swing that short (decision 2417).
    const length = await uploadForm(member, clip, { clubUsed: 'Sand Wedge', swingLength: 'Chip' });
    expect(length.status).toBe(400);
    expect(length.body.message).toBe(`swingLength: Swing length must be one of: ${SWING_LENGTH_CHOICES.join(', ')}.`);

    const practice = await member.post('/api/swing-analyses', { videoUrl: 'https://example.com/swing.mp4', practiceType: 'Range' });
    expect(practice.status).toBe(400);
    expect(practice.body.message).toMatch(/^practiceType: Practice type must be one of: Driving range, /);

    const focus = await uploadForm(member, clip, { clubUsed: 'Driver', focusArea: 'Tempo' });
    expect(focus.status).toBe(400);
    expect(focus.body.message).toMatch(/^focusArea: Focus area must be one of: /);

    expect(await analysisRowCount(server)).toBe(rowsBefore);
    expect(await storedFiles(server)).toEqual(filesBefore);
  });

  it('maps free text stored before the choices onto them and clears what names none', async () => {
    const stored = await insertAnalysisRow(server.ctx.db, {
      userId: memberId,
      createdAt: new Date(),
      overallScore: 70,
      keyMetrics: { tempo: 7, balance: 7, power: 7, accuracy: 7 },
    });
    const older = [
      { club: ' 7  iron ', practice: 'Range session', focus: 'swing TEMPO', expected: ['7 Iron', 'Driving range', 'Swing tempo'] },
      { club: 'my lucky stick', practice: 'garden', focus: 'everything', expected: [null, null, null] },
    ];
    for (const row of older) {
      await server.ctx.db.execute(
        sql`UPDATE swing_analyses SET club_used = ${row.club}, practice_type = ${row.practice}, focus_area = ${row.focus} WHERE id = ${stored}`,
      );
      await runMigrationFile(server.ctx.db, '0007_upload_labels_from_choices.sql');
      const [after] = await server.ctx.db
        .select({ club: swingAnalyses.clubUsed, practice: swingAnalyses.practiceType, focus: swingAnalyses.focusArea })
        .from(swingAnalyses)
        .where(eq(swingAnalyses.id, stored));
      expect([after!.club, after!.practice, after!.focus]).toEqual(row.expected);
    }
    expect((await member.get(`/api/swing-analyses/${stored}`)).status).toBe(200);
  });
});
