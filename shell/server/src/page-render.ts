import type { FastifyRequest } from 'fastify';
import type { RenderRequest, RenderedPage, Renderer } from '@storefront/shell/ssr';
import type { RenderOutcome, RenderTiming } from './metrics';
import type { RenderSlot } from './pressure';

type PageOf<T> = Exclude<T, { redirect: string }>;

/** What a rendered page was sent as, for the metrics. */
export const outcomeOf = (page: PageOf<RenderedPage>): RenderOutcome =>
  page.layoutOnly ? 'layout_only' : typeof page.after === 'string' ? 'whole' : 'streamed';

/**
 * Lets the rest of a render that was stopped run out, so its store is let go (see renderer) and
 * it is counted; nobody reads it, and how it ends is no one's concern.
 */
export async function letGo(after: AsyncIterable<unknown>): Promise<void> {
  try {
    for await (const chunk of after) void chunk;
  } catch {
    // The visitor has gone: nothing is sent, nothing to tell.
  }
}

/**
 * The page rendered on the server in the slot it was given (given back once the render has
 * returned), counted by how it ended; null when the render failed or its visitor has gone (the
 * page is then sent for the browser to render, or not at all).
 */
export async function renderPage(
  request: FastifyRequest,
  renderer: Renderer,
  input: Omit<RenderRequest, 'requestId' | 'signal'>,
  signal: AbortSignal | undefined,
  timing: RenderTiming,
  slot: RenderSlot,
) {
  try {
    const page = await renderer.render({ ...input, requestId: request.id, signal });
    if ('redirect' in page) {
      timing.ended('redirect');
      return page;
    }
    if (signal?.aborted) {
      timing.ended('abandoned');
      if (typeof page.after !== 'string') void letGo(page.after);
      return null;
    }
    // A streamed page is counted once its stream has ended (see page-answer).
    if (typeof page.after === 'string') timing.ended(outcomeOf(page));
    else timing.firstByte();
    return page;
  } catch (error) {
    // A visitor who has gone is not a failure: counted, and nothing is logged.
    if (signal?.aborted) {
      timing.ended('abandoned');
      return null;
    }
    // The page is still sent: the browser renders it.
    timing.ended('failed');
    request.log.error({ err: error }, 'server rendering failed');
    return null;
  } finally {
    slot();
  }
}
