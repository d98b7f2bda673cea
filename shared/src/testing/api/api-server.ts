import { setupServer } from 'msw/node';
import { API_BASE_PATH } from '../../api/base-api';
import { defaultHandlers } from './handlers';

/** The fake API of the component tests: Mock Service Worker answers the app's real requests. */
export const apiServer = setupServer(...defaultHandlers);

const log: Request[] = [];

/**
 * Starts the fake API for the tests of a file: a request no handler answers fails (and is
 * reported), each test starts from the default handlers, and the requests it sent are kept.
 */
export function setUpFakeApi() {
  beforeAll(() => {
    apiServer.listen({ onUnhandledRequest: 'error' });
    // A copy: the handler reads the body of the request itself.
    apiServer.events.on('request:start', ({ request }) => void log.push(request.clone()));
  });
  afterEach(() => {
    apiServer.resetHandlers();
    log.length = 0;
  });
  afterAll(() => {
    apiServer.events.removeAllListeners();
    apiServer.close();
  });
}

/** A request as `METHOD path?query`, the path after /api/v1/ (e.g. `GET order?page=1`). */
export function requestLine(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(`${API_BASE_PATH}/`, '').replace(/^\//, '');
  return `${request.method} ${path}${url.search}`;
}

/** What the test has sent to the API so far, oldest first. */
export const sent = {
  requests: (): readonly Request[] => [...log],
  /** The requests as `METHOD path?query`. */
  lines: () => log.map(requestLine),
  /** The JSON body of a request: the n-th one, or the first one of a `METHOD path?query`. */
  body(which: number | string = 0): Promise<unknown> {
    const request =
      typeof which === 'number' ? log[which] : log.find((item) => requestLine(item) === which);
    if (!request) throw new Error(`No request ${which} was sent: ${sent.lines().join(', ')}`);
    return request.clone().json();
  },
};
