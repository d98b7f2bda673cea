/**
 * @jest-environment node
 */
import { Suspense, use } from 'react';
import { renderHtml } from './render-html';

/** A part of the page that waits for `data` (as a page's content waits for its data). */
function Waits({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

function Page({ data }: { data: Promise<string> }) {
  return (
    <div>
      <header>Layout</header>
      <Suspense fallback={<span>Loading</span>}>
        <Waits data={data} />
      </Suspense>
    </div>
  );
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += chunk.toString();
  return all;
}

const later = (value: string, ms: number) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));

const OPTIONS = { wholeWithinMs: 100, deadlineMs: 1000, nonce: 'n0nce' };

describe('renderHtml', () => {
  // What React gives up on is logged: the server's log says which page left what to the browser.
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('renders a page whose data comes in time whole, with no script', async () => {
    const rendered = await renderHtml(<Page data={later('Content', 10)} />, OPTIONS);
    expect(rendered.kind).toBe('whole');
    if (rendered.kind !== 'whole') return;
    expect(rendered.html).toContain('<header>Layout</header>');
    expect(rendered.html).toContain('<p>Content</p>');
    expect(rendered.html).not.toContain('Loading');
    expect(rendered.html).not.toContain('<script');
  });

  it('sends the layout of a slow page first, then its content with scripts that carry the nonce', async () => {
    const rendered = await renderHtml(<Page data={later('Content', 300)} />, OPTIONS);
    expect(rendered.kind).toBe('streamed');
    if (rendered.kind !== 'streamed') return;
    expect(rendered.first).toContain('<header>Layout</header>');
    expect(rendered.first).toContain('<span>Loading</span>');
    expect(rendered.first).not.toContain('Content');
    const rest = await text(rendered.rest);
    expect(rest).toContain('<p>Content</p>');
    expect(rest).toContain('<script nonce="n0nce">');
  });

  it('leaves what is not ready by the deadline to the browser', async () => {
    const never = new Promise<string>(() => undefined);
    const rendered = await renderHtml(<Page data={never} />, {
      ...OPTIONS,
      deadlineMs: 300,
    });
    expect(rendered.kind).toBe('streamed');
    if (rendered.kind !== 'streamed') return;
    const rest = await text(rendered.rest);
    expect(rest).not.toContain('Content');
    // React's instruction to render the boundary in the browser.
    expect(rest).toContain('$RX');
    expect(logged).toHaveBeenCalledWith('server render:', expect.any(Error));
  });

  it('stops when its visitor goes before anything was sent, and logs nothing', async () => {
    const visit = new AbortController();
    const never = new Promise<string>(() => undefined);
    const rendering = renderHtml(<Page data={never} />, {
      ...OPTIONS,
      wholeWithinMs: 1000,
      signal: visit.signal,
    });
    const gone = new Error('the visitor has gone');
    setTimeout(() => visit.abort(gone), 50);
    await expect(rendering).rejects.toBe(gone);
    expect(logged).not.toHaveBeenCalled();
  });

  it('renders nothing for a visitor already gone', async () => {
    const gone = new Error('the visitor has gone');
    const rendering = renderHtml(<Page data={later('Content', 10)} />, {
      ...OPTIONS,
      signal: AbortSignal.abort(gone),
    });
    await expect(rendering).rejects.toBe(gone);
    expect(logged).not.toHaveBeenCalled();
  });

  it("stops a streamed page's rest when its visitor goes, and logs nothing", async () => {
    const visit = new AbortController();
    const never = new Promise<string>(() => undefined);
    const rendered = await renderHtml(<Page data={never} />, { ...OPTIONS, signal: visit.signal });
    expect(rendered.kind).toBe('streamed');
    if (rendered.kind !== 'streamed') return;
    visit.abort(new Error('the visitor has gone'));
    // The rest ends at once (long before the deadline), without the content.
    expect(await text(rendered.rest)).not.toContain('Content');
    expect(logged).not.toHaveBeenCalled();
  });

  it('sends a page whole at the deadline when the layout may not go first', async () => {
    const never = new Promise<string>(() => undefined);
    const rendered = await renderHtml(<Page data={never} />, {
      ...OPTIONS,
      wholeWithinMs: 1000,
      deadlineMs: 200,
    });
    expect(rendered.kind).toBe('whole');
    if (rendered.kind !== 'whole') return;
    expect(rendered.html).toContain('<header>Layout</header>');
    expect(rendered.html).not.toContain('Content');
    // The instruction to render the boundary in the browser runs by the nonce.
    expect(rendered.html).toMatch(/<script nonce="n0nce">\$RX=/);
    expect(logged).toHaveBeenCalled();
  });
});
