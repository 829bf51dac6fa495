/**
 * The site's service worker (`/sw.js`, scope `/`, spec §4 "Install and update"), written per build so that
 * a new build is a new worker the browser sees as an update.
 *
 * - install: caches the offline page of every locale; the new worker then waits, so a page that is open
 *   keeps the code it was loaded with until the player agrees to reload (the page sends `SKIP_WAITING`);
 * - activate: drops the caches of older builds and takes the open pages;
 * - fetch: a page (navigation) goes to the network, and to the offline page of its locale when there is
 *   none; hashed assets are served from the cache once fetched (they never change); nothing else — the
 *   API, the live channel, the back-office — is touched.
 */
export function serviceWorkerScript(options: {
  build: string;
  locales: readonly string[];
  defaultLocale: string;
}): string {
  const config = JSON.stringify({
    cache: `site-${options.build}`,
    locales: options.locales,
    defaultLocale: options.defaultLocale,
  });
  return `'use strict';
const CONFIG = ${config};
const offlinePage = (locale) => '/offline/' + locale + '.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CONFIG.cache).then((cache) => cache.addAll(CONFIG.locales.map(offlinePage))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CONFIG.cache).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

function localeOf(pathname) {
  const first = pathname.split('/')[1];
  return CONFIG.locales.includes(first) ? first : CONFIG.defaultLocale;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/backoffice')) return;
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(offlinePage(localeOf(url.pathname))).then((page) => page || Response.error()),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(CONFIG.cache).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
`;
}
