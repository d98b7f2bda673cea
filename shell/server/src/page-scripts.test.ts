import { scriptTags, type PageScripts } from './page-scripts';

const SCRIPTS: PageScripts = {
  entry: '/assets/main.js',
  preloads: [
    { href: '/assets/bootstrap.0a0b0c0d.js', as: 'script', chunk: true },
    { href: 'https://catalog.example/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
    { href: 'https://catalog.example/remoteEntry.js', as: 'script' },
  ],
  afterLoad: false,
};

const sources = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('the scripts of a page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('of a page the browser renders: preloaded in the head, the entry deferred', () => {
    const { hints, tags } = scriptTags(SCRIPTS);
    expect(hints).toEqual([
      '<link rel="preload" href="/assets/bootstrap.0a0b0c0d.js" as="script">',
      '<link rel="preload" href="https://catalog.example/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="https://catalog.example/remoteEntry.js" as="script">',
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
    // the entry, then an element a task: a chunk as an async script at the address its runtime
    // writes (the shell's under /assets/), the others as preloads.
    expect(document.readyState).toBe('complete');
    jest.useFakeTimers();
    new Function(inline!)();
    expect(document.head.querySelector('script')).toBeNull();
    jest.advanceTimersToNextTimer();
    expect(sources()).toEqual(['/assets/main.js']);
    jest.advanceTimersToNextTimer();
    expect(sources()).toEqual(['/assets/main.js', '/assets/bootstrap.0a0b0c0d.js']);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    jest.runAllTimers();
    jest.useRealTimers();
    const chunk = document.head.querySelectorAll('script')[1]!;
    expect([chunk.async, chunk.fetchPriority]).toEqual([true, 'low']);
    const links = [...document.head.querySelectorAll('link')].map(
      (link) =>
        `${link.rel} ${link.as} ${link.crossOrigin ?? '-'} ${link.fetchPriority} ${link.getAttribute('href')}`,
    );
    expect(links).toEqual([
      'preload fetch anonymous low https://catalog.example/mf-manifest.json',
      'preload script - low https://catalog.example/remoteEntry.js',
    ]);

    // A chunk that fails to load leaves the page, so its runtime adds a script of its own.
    chunk.dispatchEvent(new Event('error'));
    expect(sources()).toEqual(['/assets/main.js']);
  });

  it("leaves a chunk its runtime has asked for already to that runtime's own script", () => {
    const inline = /^<script>([\s\S]+)<\/script>$/.exec(
      scriptTags({ ...SCRIPTS, afterLoad: true }).tags,
    )?.[1];
    const own = document.createElement('script');
    own.src = '/assets/bootstrap.0a0b0c0d.js';
    own.dataset.webpack = 'shell:chunk-bootstrap';
    document.head.append(own);

    jest.useFakeTimers();
    new Function(inline!)();
    jest.runAllTimers();
    jest.useRealTimers();
    expect(sources()).toEqual(['/assets/bootstrap.0a0b0c0d.js', '/assets/main.js']);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });
});
