import { scriptTags, type PageScripts } from './page-scripts';

const SCRIPTS: PageScripts = {
  entry: '/assets/main.js',
  preloads: [
    { href: '/assets/bootstrap.0a0b0c0d.js', as: 'script' },
    { href: 'https://catalog.example/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
  ],
  afterLoad: false,
};

describe('the scripts of a page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('of a page the browser renders: preloaded in the head, the entry deferred', () => {
    const { hints, tags } = scriptTags(SCRIPTS);
    expect(hints).toEqual([
      '<link rel="preload" href="/assets/bootstrap.0a0b0c0d.js" as="script">',
      '<link rel="preload" href="https://catalog.example/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    ]);
    expect(tags).toMatch(
      /^<script>try \{ new Worker\('\/intl-warmup.js'.*<\/script><script defer src="\/assets\/main.js"><\/script>$/,
    );
  });

  it('of a page the server rendered: fetched once the page has loaded, by one inline script', () => {
    const { hints, tags } = scriptTags({ ...SCRIPTS, afterLoad: true });
    expect(hints).toEqual([]);
    const inline = /^<script>([\s\S]+)<\/script>$/.exec(tags)?.[1];
    expect(inline).toBeDefined();

    // The page has loaded (jsdom's document is complete): when the browser is free, the loader adds
    // the entry, then a preload a task.
    expect(document.readyState).toBe('complete');
    jest.useFakeTimers();
    new Function(inline!)();
    expect(document.head.querySelector('script')).toBeNull();
    jest.advanceTimersToNextTimer();
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/main.js');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    jest.advanceTimersToNextTimer();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    jest.runAllTimers();
    jest.useRealTimers();
    const links = [...document.head.querySelectorAll('link')].map(
      (link) =>
        `${link.rel} ${link.as} ${link.crossOrigin ?? '-'} ${link.fetchPriority} ${link.getAttribute('href')}`,
    );
    expect(links).toEqual([
      'preload script - low /assets/bootstrap.0a0b0c0d.js',
      'preload fetch anonymous low https://catalog.example/mf-manifest.json',
    ]);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/main.js');
  });
});
