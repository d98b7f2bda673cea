import { TEST_OWNER } from '../helpers/fixtures';
import { ORIGIN } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

interface Member {
  id: string;
  version: number;
}

/**
 * Valid requests of the staff accounts. An invitation is to a new address each time; a role
 * change, a new link, a deactivation and a reactivation each move an account on, so each takes
 * the next of a pool of invited managers made for it (the deactivated ones deactivated first).
 * An invitation hashes a password nobody knows, so a pool holds at most 20: past them the
 * fuzzer's copies are stale (409) and write nothing.
 */
export async function adminStaffRequests(
  t: TestApp,
  owner: string,
  runs: number,
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const password = TEST_OWNER.password;
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/staff/${url}`,
      headers: { origin: ORIGIN, cookie: owner },
      payload: { password, ...payload },
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json() as Member;
  };
  let invited = 0;
  const invite = () =>
    post('invitations', {
      email: `fuzz-staff-${invited++}@example.com`,
      role: 'MANAGER',
      language: 'pl',
    });
  const pool = async () => {
    const members: Member[] = [];
    for (let index = 0; index <= Math.min(runs, 19); index += 1) members.push(await invite());
    return members;
  };
  const [toRename, toRelink, toDeactivate, toReactivate] = [
    await pool(),
    await pool(),
    await pool(),
    await pool(),
  ];
  for (const [index, member] of toReactivate.entries())
    toReactivate[index] = await post(`${member.id}/deactivate`, { version: member.version });

  /** The next account of a pool, sent with its version (a pool that went round: stale, 409). */
  const nextOf = (members: Member[], method: string, json: object = {}) => {
    let next = 0;
    return () => {
      const member = members[next++ % members.length]!;
      return withParams(send(method, { ...json, version: member.version, password }, owner), {
        id: member.id,
      })();
    };
  };
  return [
    ['GET /api/v1/admin/staff', get([], owner)],
    [
      'POST /api/v1/admin/staff/invitations',
      () =>
        send(
          'POST',
          { email: `fuzz-staff-${invited++}@example.com`, role: 'ADMIN', language: 'ua', password },
          owner,
        )(),
    ],
    ['POST /api/v1/admin/staff/{id}/invitation', nextOf(toRelink, 'POST')],
    ['PUT /api/v1/admin/staff/{id}/role', nextOf(toRename, 'PUT', { role: 'ADMIN' })],
    ['POST /api/v1/admin/staff/{id}/deactivate', nextOf(toDeactivate, 'POST')],
    ['POST /api/v1/admin/staff/{id}/reactivate', nextOf(toReactivate, 'POST')],
  ];
}
