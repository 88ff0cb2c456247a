import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  exited: Promise<number | null>;
  /** Waits until the output matches (up to 60 s unless told) and returns the match. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  output(): string;
}

/** Runs the real entry point as `npm start` does (minus the web build) and reads its JSON log. */
export function startProcess(args: string[], dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'process-test-admin',
      DEMO_PASSWORD: 'process-test-demo',
      LOG_LEVEL: 'info',
      ...env,
    },
  }) as ChildProcessWithoutNullStreams;
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    for (let waited = 0; waited < timeoutMs; waited += 100) {
      const match = pattern.exec(output);
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${pattern}; output:\n${output}`);
  };
  return { child, exited, waitFor, output: () => output };
}
