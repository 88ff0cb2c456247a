#!/usr/bin/env node
// `npm test`'s migration check: the committed migrations are consistent (`drizzle-kit check`)
// and describe the schema as it is. `check` alone reads only the migrations' own snapshots, so a
// schema change committed without its migration passes it; the second step asks `drizzle-kit
// generate` for a migration into a copy of the folder and fails if it finds anything to write.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './web-build.mjs';

const drizzleKit = path.join(repoRoot, 'node_modules/drizzle-kit/bin.cjs');
const migrations = path.join(repoRoot, 'src/server/db/migrations');
const NOTHING_TO_MIGRATE = 'No schema changes, nothing to migrate';

/** Runs drizzle-kit with no terminal (it cannot ask), answers its exit code and output. */
function drizzle(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [drizzleKit, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const checked = await drizzle(['check']);
if (checked.code !== 0) {
  console.error(`drizzle-kit check failed:\n${checked.output}`);
  process.exit(1);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-migrations-'));
try {
  fs.cpSync(migrations, scratch, { recursive: true });
  const before = new Set(fs.readdirSync(scratch));
  // drizzle-kit prefixes --out with "./": it must be relative to the working directory.
  const out = path.relative(repoRoot, scratch);
  const generated = await drizzle(['generate', '--dialect=postgresql', '--schema=./src/server/db/schema/index.ts', `--out=${out}`]);
  const written = fs.readdirSync(scratch).filter((name) => !before.has(name));
  for (const name of written) console.error(`-- ${name}\n${fs.readFileSync(path.join(scratch, name), 'utf8')}`);
  // A rename makes drizzle-kit ask which column or table was renamed; without a terminal it prints
  // an error and still exits 0, so only its own "nothing to migrate" counts as a pass.
  if (written.length > 0 || !generated.output.includes(NOTHING_TO_MIGRATE)) {
    console.error(
      `The schema (src/server/db/schema) and the migrations differ: run \`npx drizzle-kit generate --name <name>\` and commit the migration.\n${written.length > 0 ? '' : generated.output}`,
    );
    process.exit(1);
  }
  console.log('The migrations are consistent and match the schema.');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
