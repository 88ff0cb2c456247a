import { readdir } from 'node:fs/promises';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULE_IMPORTS } from './layers.js';

// The repository's real ESLint with its real config: a file that does not exist yet is linted as
// if it stood at `filePath`, so each case shows what `npm test` would say about that import.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// Loading the config and its plugins takes seconds on a busy 2-core machine: one generous timeout.
describe('the layer arrows of DESIGN.md', { timeout: 60_000 }, () => {
  it('refuses pose importing the server', async () => {
    const found = await problems('src/pose/node/wrongWay.ts', "import { loadConfig } from '../../server/config';\nexport const load = loadConfig;\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Pose stands below server and web/)]);
  });

  it('lets the Node side of pose use the media layer', async () => {
    expect(await problems('src/pose/node/rightWay.ts', "import { probeVideo } from '../../media';\nexport const probe = probeVideo;\n")).toEqual([]);
  });

  it('refuses the browser side of pose using the Node-only media layer', async () => {
    const found = await problems('src/pose/browser/wrongWay.ts', "import { probeVideo } from '../../media';\nexport const probe = probeVideo;\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Only the Node side of pose/)]);
  });

  it('refuses shared importing anything of ours', async () => {
    const found = await problems('src/shared/wrongWay.ts', "import type { PoseTrack } from '../swing/types';\nexport type Track = PoseTrack;\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/shared imports nothing of ours/)]);
  });

  it('refuses a web feature reaching into a feature it is not listed for', async () => {
    const found = await problems(
      'src/web/features/analysis/WrongWay.tsx',
      "import { AnalysisHistory } from '../history/AnalysisHistory';\nexport const History = AnalysisHistory;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature uses another only as listed/)]);
  });

  it('refuses IO in the swing engine', async () => {
    const found = await problems('src/swing/wrongWay.ts', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*The swing engine does no IO/)]);
  });

  it('refuses a server module importing one it is not listed for (analysis reaching into clubs)', async () => {
    const found = await problems(
      'src/server/modules/analysis/wrongWay.ts',
      "import { staffClub } from '../clubs/service';\nexport const clubOf = staffClub;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*SERVER_MODULE_IMPORTS\.analysis/)]);
  });

  it('lets a server module use one it is listed for (clubs taking swings through analysis)', async () => {
    expect(
      await problems('src/server/modules/clubs/rightWay.ts', "import { swingUpload } from '../analysis/swingUpload';\nexport const upload = swingUpload;\n"),
    ).toEqual([]);
  });

  it('refuses a server module importing the composition root', async () => {
    const found = await problems('src/server/modules/billing/wrongWay.ts', "import { startWorkers } from '../workers';\nexport const start = startWorkers;\n");
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*SERVER_MODULE_IMPORTS\.billing/)]);
  });

  it('lists every server module, and no two modules that may use each other', async () => {
    const folders = (await readdir(new URL('../src/server/modules', import.meta.url), { withFileTypes: true })).filter((entry) => entry.isDirectory());
    expect(Object.keys(SERVER_MODULE_IMPORTS).sort()).toEqual(folders.map((entry) => entry.name).sort());
    const both = Object.entries(SERVER_MODULE_IMPORTS).flatMap(([module, allowed]) =>
      allowed.filter((other) => SERVER_MODULE_IMPORTS[other]?.includes(module)).map((other) => `${module} ↔ ${other}`),
    );
    expect(both).toEqual([]);
  });
});
