import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders to HTML once everything has resolved, or at `deadlineMs`: then React gives up on what
 * is still pending, and each unfinished Suspense boundary is left for the browser to render.
 */
export function renderToHtml(element: ReactNode, deadlineMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let piped = false;
    const pipe = () => {
      if (piped) return;
      piped = true;
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(element, {
      // A finished boundary stays where it is in the HTML: outlined after the rest (React's way
      // of streaming big sections), it would be hidden without JavaScript and need a script to
      // move it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        pipe();
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A boundary that failed is rendered by the browser; the page itself goes on.
        console.error('server render:', error);
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`not rendered within ${deadlineMs} ms`));
      pipe();
    }, deadlineMs);
  });
}
