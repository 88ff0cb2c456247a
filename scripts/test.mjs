// `npm test`: the static checks and Vitest side by side (decision 1023). The type check runs on one
// core long after the linter and the formatter are done, and Vitest's web build runs before any
// test, so one after the other each left a core idle. Arguments go to Vitest (`npm test -- <file>`).
// Either failing fails the run; the checks print their output whole when each one ends.
import { spawn } from 'node:child_process';
import { repoRoot } from './web-build.mjs';

function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      console.error(`${script} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const [checks, tests] = await Promise.all([run('scripts/static-checks.mjs', []), run('node_modules/vitest/vitest.mjs', ['run', ...process.argv.slice(2)])]);
if (checks !== 0) console.error('npm test: the static checks failed (their output is above, among the tests).');
process.exit(checks !== 0 ? checks : tests);
