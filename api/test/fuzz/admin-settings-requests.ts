import sharp from 'sharp';
import { ORIGIN } from '../helpers/orders';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

/**
 * Valid requests of the store's settings: each section saved as it was read, at its version, and
 * the main info's pictures set and removed. The first save moves the section on, so the fuzzer's
 * later copies are refused as stale (409) and write nothing, as a save over someone else's would.
 */
export async function adminSettingsRequests(
  t: TestApp,
  owner: string,
  { get, send }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const requests: [OperationKey, () => FuzzRequest][] = [];
  let mainInfoVersion = 0;
  for (const path of ['main-info', 'delivery', 'schedule', 'contact-info']) {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/settings/${path}`,
      headers: { cookie: owner },
    });
    const { section, version } = read.json() as { section: unknown; version: number };
    if (path === 'main-info') mainInfoVersion = version;
    requests.push(
      [`GET /api/v1/admin/settings/${path}`, get([], owner)],
      [`PUT /api/v1/admin/settings/${path}`, send('PUT', { section, version }, owner)],
    );
  }
  // The pictures' changes go over the main info's version too: the document lists them after its
  // PUT, so the first valid ones are at the versions that save and the upload leave.
  const picture = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 40, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  const pictureAt =
    (method: 'POST' | 'DELETE', name: string, version: number) => (): FuzzRequest => ({
      method,
      params: { picture: name },
      query: [['version', String(version)]],
      headers: {
        origin: ORIGIN,
        cookie: owner,
        ...(method === 'POST' ? { 'content-type': 'image/png' } : {}),
      },
      ...(method === 'POST' ? { body: { raw: picture } } : {}),
    });
  requests.push(
    [
      'POST /api/v1/admin/settings/main-info/{picture}',
      pictureAt('POST', 'logo', mainInfoVersion + 1),
    ],
    [
      'DELETE /api/v1/admin/settings/main-info/{picture}',
      pictureAt('DELETE', 'favicon', mainInfoVersion + 2),
    ],
  );
  return requests;
}
