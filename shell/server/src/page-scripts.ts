/** A file the page's scripts will need, fetched before they ask for it. */
export interface Preload {
  href: string;
  as: 'script' | 'fetch';
  /** For fetches: the credentials mode of the request that will use it (or it is fetched twice). */
  crossorigin?: 'anonymous' | 'use-credentials';
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

/** Waits no longer than this for the page's images before fetching its scripts. */
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
 * Adds the preloads (low priority: nothing on the page waits for them) and the entry once the page
 * has loaded and the browser is idle, so its images are painted first (on a busy phone an image can
 * be in well before the frame that shows it). Static text but for its arguments, so the page's
 * Content-Security-Policy names it by hash.
 */
const AFTER_LOAD = `(function (entry, preloads, most) {
  function go() {
    if (go.done) return;
    go.done = true;
    var all = document.createDocumentFragment();
    preloads.forEach(function (preload) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = preload.as;
      link.fetchPriority = 'low';
      if (preload.crossorigin) link.crossOrigin = preload.crossorigin;
      link.href = preload.href;
      all.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = entry;
    all.appendChild(script);
    document.head.appendChild(all);
  }
  function afterPaint() {
    if (window.requestIdleCallback) requestIdleCallback(go, { timeout: 500 });
    else setTimeout(go, 50);
  }
  if (document.readyState === 'complete') afterPaint();
  else {
    addEventListener('load', afterPaint);
    setTimeout(go, most);
  }
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
  return { hints: preloads.map(preloadTag), tags: `<script defer src="${entry}"></script>` };
}
