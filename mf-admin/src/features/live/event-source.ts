import { API_BASE_PATH } from '@storefront/shared';
import type { BackOfficeEvent } from '@storefront/shared/admin';
import { useSyncExternalStore } from 'react';

/** Whether the back office hears of new orders now: connected, connecting, or cut off. */
export type Connection = 'connecting' | 'live' | 'offline';

export const EVENTS_URL = `${API_BASE_PATH}/admin/events`;

/** A stream the server closed for good (a 401, the server gone) is opened again after this. */
const REOPEN_MS = 5000;
/** Moving from one back-office page to the next keeps the stream: it closes this long after. */
const RELEASE_MS = 5000;

let source: EventSource | null = null;
let users = 0;
let connection: Connection = 'connecting';
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let wasLive = false;
const stateListeners = new Set<() => void>();
const eventListeners = new Set<(event: BackOfficeEvent) => void>();
const reopenListeners = new Set<() => void>();

function setConnection(next: Connection) {
  if (next === connection) return;
  connection = next;
  for (const listener of stateListeners) listener();
}

function open() {
  if (typeof EventSource === 'undefined') return setConnection('offline');
  const stream = new EventSource(EVENTS_URL, { withCredentials: true });
  source = stream;
  stream.onopen = () => {
    setConnection('live');
    // Nothing is replayed after a reconnection: whatever came meanwhile is read again.
    if (wasLive) for (const listener of reopenListeners) listener();
    wasLive = true;
  };
  stream.onmessage = (message: MessageEvent<string>) => {
    let event: BackOfficeEvent;
    try {
      event = JSON.parse(message.data) as BackOfficeEvent;
    } catch {
      return;
    }
    for (const listener of eventListeners) listener(event);
  };
  stream.onerror = () => {
    setConnection('offline');
    // The browser tries again by itself (the server's `retry:`) unless the stream is closed
    // for good (an answer that is not a stream): then it is opened again here, later.
    if (stream.readyState === EventSource.CLOSED) {
      stream.close();
      source = null;
      reopenTimer = setTimeout(() => users > 0 && open(), REOPEN_MS);
    }
  };
}

function close() {
  clearTimeout(reopenTimer);
  source?.close();
  source = null;
  wasLive = false;
  setConnection('connecting');
}

/**
 * Keeps the back office's event stream (`GET admin/events`) open while any page of it is shown:
 * one EventSource for them all, reconnecting when it is lost. Answers the release.
 */
export function holdEventStream(): () => void {
  users += 1;
  clearTimeout(releaseTimer);
  if (!source && users === 1) open();
  return () => {
    users -= 1;
    if (users === 0) releaseTimer = setTimeout(() => users === 0 && close(), RELEASE_MS);
  };
}

/** Hears every event of the stream; answers the way to stop. */
export function onBackOfficeEvent(listener: (event: BackOfficeEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** Hears the stream opening again after it was lost (events may have been missed). */
export function onReconnected(listener: () => void): () => void {
  reopenListeners.add(listener);
  return () => reopenListeners.delete(listener);
}

const subscribe = (listener: () => void) => {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
};

export const useConnection = (): Connection =>
  useSyncExternalStore(
    subscribe,
    () => connection,
    () => 'connecting',
  );

/** For tests: forgets the stream and everyone holding it. */
export function resetEventStream() {
  clearTimeout(releaseTimer);
  users = 0;
  close();
}
