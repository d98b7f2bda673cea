import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** Why a page's work stopped: its visitor closed the connection before the answer ended. */
export class VisitorGone extends Error {
  constructor() {
    super('the visitor has gone');
    this.name = 'VisitorGone';
  }
}

/**
 * Aborted when the visitor goes before the answer has ended (the tab closed, the browser moved
 * on, a client gave up): the connection closed with the response unfinished. A response that
 * ended closes too, and aborts nothing.
 */
export function visitorGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new VisitorGone());
  });
  return controller.signal;
}

/** The error a stream piped to a connection that closed ends with (end-of-stream's, Node's). */
function isPrematureClose(value: unknown): boolean {
  return (
    value instanceof Error &&
    (value.message === 'premature close' ||
      (value as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE')
  );
}

/**
 * The reply's logger, but that a stream's "premature close" once the visitor has gone is a debug
 * line, not an error: a closed connection is not a fault of the server (@fastify/compress logs
 * it as an error when the page it was compressing is cut off).
 */
export function quietWhenGone(log: FastifyBaseLogger, signal: AbortSignal): FastifyBaseLogger {
  const quiet = Object.create(log) as FastifyBaseLogger;
  const error = log.error as (...args: unknown[]) => void;
  const debug = log.debug as (...args: unknown[]) => void;
  quiet.error = ((...args: unknown[]) =>
    (signal.aborted && isPrematureClose(args[0]) ? debug : error).apply(
      log,
      args,
    )) as FastifyBaseLogger['error'];
  return quiet;
}
