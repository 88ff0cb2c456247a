// `npm test`'s static checks: the type check, the linter, the format check and the migrations
// against the schema (scripts/migrations-check.mjs), run side by side.
// Each is single-threaded, and the type check alone takes as long as the other two together, so
// on two cores running them at once saves the shorter ones' time (decision 1022). Each one's
// output is printed whole when it ends, so they never interleave; any failure fails the run.
import { spawn } from 'node:child_process';
import { repoRoot } from './web-build.mjs';

const CHECKS = [
  ['typecheck', 'node_modules/typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'node_modules/eslint/bin/eslint.js', ['.', '--max-warnings', '0']],
  ['format', 'node_modules/prettier/bin/prettier.cjs', ['--check', '.']],
  ['migrations', 'scripts/migrations-check.mjs', []],
];

function run([name, script, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      process.stdout.write(`== ${name}: could not start: ${error.message}\n`);
      resolve({ name, ok: false });
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`== ${name}: ${code === 0 ? 'ok' : `failed (exit code ${code})`} in ${seconds} s\n${output}`);
      resolve({ name, ok: code === 0 });
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
const failed = results.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  console.error(`Static checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
