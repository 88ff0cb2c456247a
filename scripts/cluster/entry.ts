import path from 'node:path';

/**
 * The one place that names how a server process is started: the real entry point, run as the
 * multi-process API tests run it (tests/api/processes.ts), with its roles as arguments. When the
 * server is compiled (`npm run build`), this is the line to point at the compiled file.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

export function serverCommand(roles: ReadonlyArray<'web' | 'worker'>): { command: string; args: string[]; cwd: string } {
  return { command: process.execPath, args: ['--import', 'tsx', 'src/server/main.ts', `--role=${roles.join(',')}`], cwd: repoRoot };
}
