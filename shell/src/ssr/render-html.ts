import { PassThrough, Writable, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** The page rendered whole: nothing was left pending. */
export interface WholeHtml {
  kind: 'whole';
  html: string;
}

/**
 * The page rendered in two parts: `first` is the layout with the fallbacks of what is still
 * pending, sent at once; `rest` brings React's instructions that put the pending parts in place
 * as they finish (or leave them to the browser at the deadline). `rest` belongs after the root
 * element: its segments find their places by id.
 */
export interface StreamedHtml {
  kind: 'streamed';
  first: string;
  rest: Readable;
}

export interface RenderOptions {
  /** Until when the page may wait to be sent whole; after that its layout goes first. */
  wholeWithinMs: number;
  /** When React gives up on what is still pending: the browser renders it then. */
  deadlineMs: number;
  /** The nonce of React's inline scripts (needed only when the page is streamed). */
  nonce: string;
  /** Aborted when the visitor has gone: the render stops where it is, and nothing is logged. */
  signal?: AbortSignal;
}

/**
 * Renders a page. When everything is ready within `wholeWithinMs` the page is rendered whole (the
 * usual case: a page without JavaScript reads it all, and it can be revalidated by ETag). When
 * something is slower, the layout is sent first and the rest streamed as it comes, so a visitor
 * sees the shop at once and the browser fetches the scripts meanwhile; at `deadlineMs` React
 * gives up on what is still pending, and each unfinished Suspense boundary is left for the
 * browser to render.
 */
export function renderHtml(
  element: ReactNode,
  { wholeWithinMs, deadlineMs, nonce, signal }: RenderOptions,
): Promise<WholeHtml | StreamedHtml> {
  return new Promise((resolve, reject) => {
    let mode: 'waiting' | 'whole' | 'streamed' = 'waiting';
    // React writes synchronously what is ready when it is piped; what comes later goes to `rest`.
    let forward = false;
    // Once the visitor has gone, what React gives up on is no one's loss: not an error to log.
    let left = false;
    const ready: Buffer[] = [];
    const rest = new PassThrough();
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (!forward) ready.push(Buffer.from(chunk));
        else if (!rest.destroyed) rest.write(chunk);
        done();
      },
      final(done) {
        clearTimeout(deadlineTimer);
        if (mode === 'streamed') {
          if (!rest.destroyed) rest.end();
        } else resolve({ kind: 'whole', html: Buffer.concat(ready).toString('utf8') });
        done();
      },
    });

    const sendWhole = () => {
      // A page whose visitor has gone is not sent at all.
      if (mode !== 'waiting' || left) return;
      mode = 'whole';
      clearTimeout(wholeTimer);
      stream.pipe(destination);
    };
    const sendLayoutFirst = () => {
      if (mode !== 'waiting') return;
      mode = 'streamed';
      stream.pipe(destination);
      forward = true;
      resolve({ kind: 'streamed', first: Buffer.concat(ready).toString('utf8'), rest });
    };

    const stream = renderToPipeableStream(element, {
      nonce,
      // A finished boundary stays where it is in the HTML: outlined after the rest (React's way
      // of streaming big sections), it would be hidden without JavaScript and need a script to
      // move it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: sendWhole,
      onShellError(error) {
        clearTimeout(wholeTimer);
        clearTimeout(deadlineTimer);
        reject(error);
      },
      onError(error) {
        // A boundary that failed is rendered by the browser; the page itself goes on.
        if (!left) console.error('server render:', error);
      },
    });
    // A visitor who left stops the render: its connection closed (`signal`), or the page's rest,
    // which was being sent, was let go.
    const leave = (reason: unknown) => {
      if (mode === 'whole') return;
      left = true;
      clearTimeout(wholeTimer);
      clearTimeout(deadlineTimer);
      // Before anything was sent, the caller hears of it; otherwise the rest just ends.
      if (mode === 'waiting') reject(reason);
      stream.abort(reason);
    };
    rest.once('close', () => leave(new Error('the visitor left')));
    const wholeTimer = setTimeout(sendLayoutFirst, wholeWithinMs);
    const deadlineTimer = setTimeout(() => {
      // What is still pending is left to the browser; a page not sent yet is sent whole.
      stream.abort(new Error(`not rendered within ${deadlineMs} ms`));
      sendWhole();
    }, deadlineMs);
    if (signal?.aborted) leave(signal.reason);
    else signal?.addEventListener('abort', () => leave(signal.reason), { once: true });
  });
}
