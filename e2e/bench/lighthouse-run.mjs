// One Lighthouse 12 run of a page (mobile, default simulated throttling) in a fresh Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../fixtures/topology.mjs';

/**
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, jsBytes: number }} WebMetrics
 */

/** What a Lighthouse result says of the page: the score, the metrics and the script bytes. */
export function metricsOf(lhr) {
  const value = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + request.transferSize, 0),
  };
}

/**
 * Measures `url` once. `localStorage` entries, when given, are written for the page's origin
 * first (the cart of the checkout run); the HTTP cache is empty either way.
 * @param {string} url
 * @param {{ chromePath: string, localStorage?: Record<string, string> }} options
 * @returns {Promise<WebMetrics>}
 */
export async function lighthouseRun(url, { chromePath, localStorage }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (localStorage) {
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, localStorage);
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse clears the origin's storage before a run; the cart must stay.
        disableStorageReset: Boolean(localStorage),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return metricsOf(result.lhr);
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
