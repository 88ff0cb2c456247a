// `npm run dev`: Vite's dev server with hot reload and the Fastify server restarted on change
// (tsx watch), side by side. Vite proxies /api, /ws and the server's other paths to it
// (vite.config.ts), so open the address Vite prints. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'vite';

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();
const viteUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '');

const server = spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  // Links the server writes (password reset e-mails) should open the hot-reloading app.
  env: { NODE_ENV: 'development', ...(viteUrl ? { PUBLIC_URL: viteUrl } : {}), ...process.env },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}

server.on('exit', (code) => {
  if (!stopping) {
    console.error(`The server process exited (${code ?? 'signal'}); stopping the dev setup.`);
    void stop(code ?? 1);
  }
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
