// The page offline: every file of the build cached at install, served from the cache first.
// make web writes the build's file list and a hash of their bytes here, so a new build is a
// new cache (the old one is dropped when the new one takes over).
const CACHE = "lookout-@HASH@";
const FILES = @FILES@;

// Each file fetched from the host itself (cache: "reload"): the browser's HTTP cache may still
// hold the previous build's files (a host's max-age, or a heuristic from an old Last-Modified),
// and the new copy would then be the old one under a new name.
self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE)
    .then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.open(CACHE)
    .then((c) => c.match(e.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(e.request)));
});
