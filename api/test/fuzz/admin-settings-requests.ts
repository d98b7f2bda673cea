import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

/**
 * Valid requests of the store's settings: each section saved as it was read, at its version. The
 * first save moves the section on, so the fuzzer's later copies are refused as stale (409) and
 * write nothing, as a save over someone else's would.
 */
export async function adminSettingsRequests(
  t: TestApp,
  owner: string,
  { get, send }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const requests: [OperationKey, () => FuzzRequest][] = [];
  for (const path of ['delivery', 'schedule', 'seo']) {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/settings/${path}`,
      headers: { cookie: owner },
    });
    const { section, version } = read.json() as { section: unknown; version: number };
    requests.push(
      [`GET /api/v1/admin/settings/${path}`, get([], owner)],
      [`PUT /api/v1/admin/settings/${path}`, send('PUT', { section, version }, owner)],
    );
  }
  return requests;
}
