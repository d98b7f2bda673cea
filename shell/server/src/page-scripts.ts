/** A file the page's scripts will need, fetched before they ask for it. */
export interface Preload {
  href: string;
  as: 'script' | 'fetch';
  /** For fetches: the credentials mode of the request that will use it (or it is fetched twice). */
  crossorigin?: 'anonymous' | 'use-credentials';
  /**
   * A webpack chunk (the shell's or a remote's, not an entry): running it only hands its modules
   * to its build's runtime, which evaluates them when asked. After a page's load it is added as an
   * async script rather than preloaded: the browser compiles a script on another thread while it
   * downloads, but a preloaded one on the main thread when it runs (20 ms for React's DOM chunk on
   * a fast machine, four times that on a phone).
   */
  chunk?: boolean;
}

export interface PageScripts {
  /** The shell's entry script. */
  entry: string;
  /** What the entry goes on to load (the shell's first chunks, the page's remote, its data). */
  preloads: Preload[];
  /**
   * A page the server rendered reads without its scripts: they are fetched once its images have
   * loaded and it has painted (or after 3 s at most), so they never compete with what the shopper
   * sees first. A page the browser renders needs them at once: they are in the head, the entry
   * deferred.
   */
  afterLoad: boolean;
}

/** Waits no longer than this for the page's load and paint before fetching its scripts. */
const AFTER_LOAD_MAX_MS = 3000;

const preloadTag = ({ href, as, crossorigin }: Preload) =>
  `<link rel="preload" href="${href}" as="${as}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}>`;

/** JSON safe to put inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
}

/**
 * Starts the worker that loads Intl's data in another thread (see public/intl-warmup.js): the
 * first price or date a page formats would otherwise cost its main thread that loading.
 */
const INTL_WARMUP = `try { new Worker('/intl-warmup.js', { name: document.documentElement.lang }); } catch (e) {}`;

/**
 * Once the page has loaded and painted (its first contentful paint, and its high-priority images
 * decoded and a frame after them) and the browser is idle, adds the entry and then the preloads
 * (low priority: nothing on the page waits for them), so what the shopper sees first never waits
 * for scripts: on a busy phone an image can be in well before the frame that shows it, and a
 * browser short of CPU can hold its first frame for a second after the load. One element a task:
 * starting a request costs a phone a few milliseconds, and twenty at once made a long task. After
 * `most` ms the scripts come whatever happened. A chunk's script carries the address exactly as
 * its runtime writes it (the shell's under /assets/, a remote's absolute), so a runtime that asks
 * for the chunk meanwhile finds the element and waits for it rather than adding a second one; one
 * that fails is removed, so that a runtime asking later loads the chunk itself (and one that was
 * waiting for it reports the failure, as for a chunk of its own). A chunk its runtime has asked
 * for already (its script in the page, or fetched: the browser's resource timing has it) is left
 * to it, so that no script is fetched and run twice.
 * Static text but for its arguments, so the page's Content-Security-Policy names it by hash.
 */
const AFTER_LOAD = `(function (entry, preloads, most) {
  function fetched(href) {
    if (document.querySelector('script[src="' + href + '"]')) return true;
    var url = new URL(href, document.baseURI).href;
    return Boolean(performance.getEntriesByName && performance.getEntriesByName(url).length);
  }
  function element(preload) {
    if (!preload) {
      var script = document.createElement('script');
      script.src = entry;
      return script;
    }
    if (preload.chunk) {
      if (fetched(preload.href)) return null;
      var chunk = document.createElement('script');
      chunk.async = true;
      chunk.fetchPriority = 'low';
      chunk.src = preload.href;
      chunk.onerror = function () {
        chunk.remove();
      };
      return chunk;
    }
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = preload.as;
    link.fetchPriority = 'low';
    if (preload.crossorigin) link.crossOrigin = preload.crossorigin;
    link.href = preload.href;
    return link;
  }
  function go() {
    if (go.done) return;
    go.done = true;
    ${INTL_WARMUP}
    var queue = [null].concat(preloads);
    (function next() {
      var added = element(queue.shift());
      if (added) document.head.appendChild(added);
      if (queue.length) setTimeout(next, 0);
    })();
  }
  function firstPaint() {
    return new Promise(function (resolve) {
      try {
        if (performance.getEntriesByName('first-contentful-paint').length) return resolve();
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (entry) {
            if (entry.name === 'first-contentful-paint') resolve();
          });
        }).observe({ type: 'paint', buffered: true });
      } catch (e) {
        resolve();
      }
    });
  }
  function decoded() {
    var images = [].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    return Promise.all(images.map(function (image) {
      return image.decode ? image.decode().catch(function () {}) : null;
    }));
  }
  function afterPaint() {
    Promise.all([firstPaint(), decoded()]).then(function () {
      requestAnimationFrame(function () {
        if (window.requestIdleCallback) requestIdleCallback(go, { timeout: 500 });
        else setTimeout(go, 50);
      });
    });
  }
  setTimeout(go, most);
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})`.replace(/\s*\n\s*/g, ' ');

/** The page's scripts: hints for the head, and the tags where the template has its scripts. */
export function scriptTags({ entry, preloads, afterLoad }: PageScripts): {
  hints: string[];
  tags: string;
} {
  if (afterLoad) {
    return {
      hints: [],
      tags: `<script>${AFTER_LOAD}(${scriptJson(entry)},${scriptJson(preloads)},${AFTER_LOAD_MAX_MS})</script>`,
    };
  }
  return {
    hints: preloads.map(preloadTag),
    tags: `<script>${INTL_WARMUP}</script><script defer src="${entry}"></script>`,
  };
}
