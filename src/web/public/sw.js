// Fairway Coach service worker: keeps the app shell so a reload works offline.
// - Navigations: network first (always the newest app), the cached shell when offline.
// - Hashed build files under /assets/: cache first (their names change whenever their content does).
// - The server's own paths (API, socket, docs, dev mailbox) and everything else: never touched.
const CACHE = 'fairway-shell-v1';
const SHELL_KEY = '/';
const PRECACHED = ['/favicon.svg'];
// Pages and answers of the server itself (API, its docs, the dev mailbox, health checks): never
// cached, and never mistaken for the app shell.
const SERVER_PATHS = ['/api/', '/dev/', '/ws', '/healthz', '/readyz'];

// Every file of the build (entry, lazily loaded pages, styles, fonts), named by Vite's manifest,
// so any page works offline, not only the ones visited before the worker took over.
async function buildFiles() {
  const response = await fetch('/asset-manifest.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`asset-manifest.json answered ${response.status}`);
  const chunks = Object.values(await response.json());
  const files = chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  return [...new Set(files)].map((file) => `/${file}`);
}

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const shell = await fetch(SHELL_KEY, { cache: 'no-store' });
  if (!shell.ok) throw new Error(`App shell answered ${shell.status}`);
  await cache.addAll([...(await buildFiles()), ...PRECACHED]);
  await cache.put(SHELL_KEY, shell);
}

async function networkFirstNavigation(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Only a real page of the app becomes the offline shell (not a 404 or a proxy's error page).
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      await cache.put(SHELL_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL_KEY);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || SERVER_PATHS.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  }
});
