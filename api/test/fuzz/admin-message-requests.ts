import { ORIGIN } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

/**
 * Valid requests of the contact inbox. Marking a message read and replying to it each move the
 * message on, so each takes the next of a pool of unread messages sent for it, with the version
 * it was sent at (a pool that went round: stale, 409, nothing written).
 */
export async function adminMessageRequests(
  t: TestApp,
  owner: string,
  runs: number,
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  let sent = 0;
  const message = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-us',
      headers: { origin: ORIGIN },
      payload: {
        name: 'Anna Kowalska',
        email: `fuzz-inbox-${sent++}@example.com`,
        message: 'Czy wysyłacie herbatę do Lwowa przed świętami?',
        lang: 'pl',
      },
    });
    if (response.statusCode !== 201) throw new Error(`contact-us: ${response.body}`);
    return (response.json() as { id: string }).id;
  };
  const pool = async () => {
    const ids: string[] = [];
    for (let index = 0; index <= runs; index += 1) ids.push(await message());
    return ids;
  };
  const [toRead, toAnswer] = [await pool(), await pool()];

  /** The next message of a pool, at the version it was sent at (1). */
  const nextOf = (ids: string[], method: string, json: object) => {
    let next = 0;
    return () =>
      withParams(send(method, { ...json, version: 1 }, owner), {
        id: ids[next++ % ids.length]!,
      })();
  };
  return [
    [
      'GET /api/v1/admin/messages',
      get(
        [
          ['state', 'unread'],
          ['q', 'Lwowa'],
          ['page', '1'],
          ['limit', '20'],
        ],
        owner,
      ),
    ],
    ['GET /api/v1/admin/messages/{id}', withParams(get([], owner), { id: toRead[0]! })],
    ['PUT /api/v1/admin/messages/{id}/read', nextOf(toRead, 'PUT', { read: true })],
    [
      'POST /api/v1/admin/messages/{id}/replies',
      nextOf(toAnswer, 'POST', { text: 'Dzień dobry, tak: wysyłamy do Lwowa w trzy dni.' }),
    ],
  ];
}
