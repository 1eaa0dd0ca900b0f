/*
 * Starts the app on a prerendered page (docs/architecture.md#html-first) once the page has loaded
 * and painted. Its HTML already shows everything; the app's code is needed to interact, not to see,
 * so it waits rather than compete with the page's photos for the network and the main thread.
 * A classic deferred script, so it is fetched at low priority; the build names the entry and the
 * page's chunks on it (scripts/build/prerenderPages.ts).
 */
(function () {
  var script = document.currentScript;
  var entry = script.dataset.entry;
  var preloads = (script.dataset.preload || '').split(' ').filter(Boolean);
  function run() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  // After the frame that paints the loaded page.
  function start() {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
})();
