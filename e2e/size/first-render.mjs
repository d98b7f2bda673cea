// Measures what a browser downloads before a moment of a page's load (its main content first
// rendering, or the page becoming interactive) on a phone's network: the JavaScript (gzip bytes)
// whose download had finished by then, and the number of sequential request waves it came in. A request is one
// wave after the latest script in its call stack, async parts included: webpack's runtime in
// main.js issues every chunk request, but the chunk whose code asked for it is what the request
// had to wait for. Used by the build's size report, the budget test and the web bench.
import { gzipSync } from 'node:zlib';

/** The element that marks a page as hydrated (the shell sets it once React has taken over). */
export const HYDRATED = 'html[data-hydrated]';

/**
 * A phone's network, Lighthouse's mobile profile: 150 ms round trips, 1.6 Mbit/s down. What
 * finishes downloading before a moment depends on the network; on this one (unlike on loopback,
 * where everything arrives at once) it is what the moment needed.
 */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * @param {import('@playwright/test').Page} page a fresh page
 * @param {string} url the page to open
 * @param {Record<string, string>} moments CSS selectors, by name, whose first match is the moment
 * @returns {Promise<Record<string, { gzipBytes: number, waves: number, files: { url: string, gzipBytes: number, wave: number }[] }>>}
 */
export async function measureLoad(page, url, moments) {
  // The moment each selector first matches, noted by the page itself.
  await page.addInitScript((selectors) => {
    window.__moments = {};
    const note = () => {
      for (const [name, selector] of Object.entries(selectors)) {
        if (!window.__moments[name] && document.querySelector(selector)) {
          window.__moments[name] = Date.now();
        }
      }
      return Object.keys(window.__moments).length === Object.keys(selectors).length;
    };
    new MutationObserver((_, observer) => note() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  }, moments);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
  /** @type {Map<string, { url: string, initiators: string[], type: string, at: number, started: number, finishedAt?: number }>} */
  const requests = new Map();
  cdp.on(
    'Network.requestWillBeSent',
    ({ requestId, request, initiator, type, wallTime, timestamp }) => {
      const urls = new Set(initiator.url ? [initiator.url] : []);
      for (let stack = initiator.stack; stack; stack = stack.parent) {
        for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
      }
      requests.set(requestId, {
        url: request.url,
        initiators: [...urls],
        type,
        at: wallTime * 1000,
        started: timestamp,
      });
    },
  );
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const request = requests.get(requestId);
    if (request) request.finishedAt = request.at + (timestamp - request.started) * 1000;
  });
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });

  await page.goto(url);
  for (const selector of Object.values(moments)) {
    await page.locator(selector).first().waitFor({ state: 'attached' });
  }
  const noted = await page.evaluate(() => window.__moments);
  // Let the bodies of the scripts arrive.
  await page.waitForTimeout(200);

  const byUrl = new Map([...requests.values()].map((request) => [request.url, request]));
  const depths = new Map();
  const depthOf = (request, seen = new Set()) => {
    if (request.type === 'Document') return 0;
    if (depths.has(request.url)) return depths.get(request.url);
    seen.add(request.url);
    const parents = request.initiators
      .filter((url) => url !== request.url && !seen.has(url) && byUrl.has(url))
      .map((url) => depthOf(byUrl.get(url), seen));
    const depth = Math.max(0, ...parents) + 1;
    depths.set(request.url, depth);
    return depth;
  };
  if (process.env.DEBUG_FIRST_RENDER) {
    for (const request of requests.values())
      console.log(
        Math.round(request.at),
        Math.round(request.finishedAt ?? -1),
        request.type,
        request.url,
      );
    console.log(noted);
  }
  return Object.fromEntries(
    Object.entries(noted).map(([name, at]) => {
      // Scripts whose download had finished by the moment.
      const scripts = [...requests.values()].filter(
        (request) =>
          request.type === 'Script' && request.finishedAt !== undefined && request.finishedAt <= at,
      );
      const files = scripts.map((request) => ({
        url: request.url,
        gzipBytes: gzipSync(bodies.get(request.url) ?? Buffer.alloc(0), { level: 9 }).length,
        wave: depthOf(request),
      }));
      return [
        name,
        {
          gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
          waves: Math.max(0, ...files.map((file) => file.wave)),
          files,
        },
      ];
    }),
  );
}

/** The JavaScript downloaded before `selector` (the page's main content) first renders. */
export async function measureFirstRender(page, url, selector) {
  return (await measureLoad(page, url, { render: selector })).render;
}
