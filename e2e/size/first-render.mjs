// Measures what a browser downloads before a page first renders: the JavaScript (gzip bytes)
// and the number of sequential request waves. A request is one wave after the latest script in
// its call stack, async parts included: webpack's runtime in main.js issues every chunk request,
// but the chunk whose code asked for it is what the request had to wait for. Used by the build's
// size report and by the budget test.
import { gzipSync } from 'node:zlib';

/**
 * @param {import('@playwright/test').Page} page a fresh page
 * @param {string} url the page to open
 * @param {string} selector CSS selector of the content whose appearance is the first render
 */
export async function measureFirstRender(page, url, selector) {
  // The moment the content enters the DOM, noted by the page itself.
  await page.addInitScript((contentSelector) => {
    const note = () => {
      if (window.__firstRenderAt || !document.querySelector(contentSelector)) return false;
      window.__firstRenderAt = Date.now();
      return true;
    };
    new MutationObserver((_, observer) => note() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    });
  }, selector);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
  /** @type {Map<string, { url: string, initiators: string[], type: string, at: number }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, type, wallTime }) => {
    const urls = new Set(initiator.url ? [initiator.url] : []);
    for (let stack = initiator.stack; stack; stack = stack.parent) {
      for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
    }
    requests.set(requestId, { url: request.url, initiators: [...urls], type, at: wallTime * 1000 });
  });
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });

  await page.goto(url);
  await page.locator(selector).first().waitFor();
  const renderedAt = await page.evaluate(() => window.__firstRenderAt);
  // Let the bodies of the scripts arrive.
  await page.waitForTimeout(200);
  // What was requested before the content showed; later requests (idle-time fragments) do not count.
  const beforeRender = new Set(
    [...requests].filter(([, request]) => request.at <= renderedAt).map(([id]) => id),
  );

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
  const scripts = [...requests.entries()]
    .filter(([id, request]) => request.type === 'Script' && beforeRender.has(id))
    .map(([, request]) => request);
  const files = scripts.map((request) => ({
    url: request.url,
    gzipBytes: gzipSync(bodies.get(request.url) ?? Buffer.alloc(0), { level: 9 }).length,
    wave: depthOf(request),
  }));
  if (process.env.DEBUG_FIRST_RENDER) {
    for (const request of requests.values())
      console.log(Math.round(request.at - renderedAt), request.type, request.url);
  }
  return {
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    waves: Math.max(0, ...files.map((file) => file.wave)),
    files,
  };
}
