import http from 'node:http';
import type { BackOfficeEvent } from '@storefront/shared/admin';
import { ORIGIN } from './orders';

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every chunk as it came (text), and when. */
  chunks: { text: string; at: number }[];
  /** The events received so far, in order. */
  events: BackOfficeEvent[];
  /** The first event (from now on or already received) that `match` accepts; fails after `ms`. */
  next: (match: (event: BackOfficeEvent) => boolean, ms?: number) => Promise<BackOfficeEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/**
 * `GET admin/events` on a real connection (an endless answer cannot be injected), read as a
 * browser's EventSource reads it: `data:` lines of JSON, messages ended by a blank line.
 */
export function openEventStream(base: string, cookie: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/v1/admin/events`,
      { agent: false, headers: { cookie, origin: ORIGIN, accept: 'text/event-stream' } },
      (response) => {
        const events: BackOfficeEvent[] = [];
        const chunks: EventStream['chunks'] = [];
        const waiting = new Set<() => void>();
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          chunks.push({ text, at: Date.now() });
          buffer += text;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = message
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (data) events.push(JSON.parse(data) as BackOfficeEvent);
          }
          for (const wake of waiting) wake();
        });
        const ended = new Promise<void>((done) => {
          response.on('end', done);
          response.on('close', done);
        });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          chunks,
          events,
          ended,
          next: (match, ms = 5000) =>
            new Promise((found, fail) => {
              const check = () => {
                const event = events.find(match);
                if (!event) return;
                clearTimeout(timer);
                waiting.delete(check);
                found(event);
              };
              const timer = setTimeout(() => {
                waiting.delete(check);
                fail(new Error(`no such event within ${ms} ms: ${JSON.stringify(events)}`));
              }, ms);
              waiting.add(check);
              check();
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
