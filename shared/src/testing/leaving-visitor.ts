import http from 'node:http';
import zlib from 'node:zlib';

/**
 * A visitor who asks for `url` and leaves (closes the connection) once `ready` holds, given what
 * of the page has come so far (decoded, when it comes brotli-compressed). Not after a fixed time:
 * on a busy machine the render may not have begun by then, or its layout not have come. An answer
 * that ends, or a request that fails, before the visitor could leave rejects at once, saying so.
 * Resolves to what had come when the visitor left. For the servers' tests (Node only).
 */
export function leaveWhen(
  url: string,
  ready: (received: string) => boolean,
  headers: http.OutgoingHttpHeaders = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    let left = false;
    const leave = () => {
      left = true;
      clearInterval(watch);
      request.destroy();
    };
    const fail = (why: string) => {
      if (left) return;
      leave();
      reject(new Error(`${url}: ${why} before the visitor could leave`));
    };
    const request = http.get(url, { headers }, (response) => {
      const text =
        response.headers['content-encoding'] === 'br'
          ? response.pipe(zlib.createBrotliDecompress())
          : response;
      text.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      text.on('end', () => fail(`the answer (${response.statusCode}) ended`));
      text.on('error', () => undefined);
    });
    request.on('error', (error) => fail(`the request failed (${error.message})`));
    const watch = setInterval(() => {
      if (!ready(received)) return;
      leave();
      resolve(received);
    }, 5);
  });
}
