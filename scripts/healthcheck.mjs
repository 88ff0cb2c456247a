#!/usr/bin/env node
// The container's HEALTHCHECK (Dockerfile): a process with the web role must answer /healthz on
// its PORT; a worker-only process has no HTTP port, and Docker restarts it when it exits.
import fs from 'node:fs';

const command = fs.readFileSync('/proc/1/cmdline', 'utf8').split('\0');
const roles = command.filter((arg) => arg.startsWith('--role=')).flatMap((arg) => arg.slice('--role='.length).split(','));
if (roles.length > 0 && !roles.includes('web')) process.exit(0);

const port = process.env.PORT ?? '3000';
fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  () => process.exit(1),
);
