import { entryKey, persistPositions, savePosition, savedPosition } from './scroll-positions';

describe('scroll positions per history entry', () => {
  it("key an entry by the router's key, the first entry of a visit by its address", () => {
    expect(entryKey({ key: 'k3x9', pathname: '/en/catalog', search: '?page=2' })).toBe('k3x9');
    expect(entryKey({ key: 'default', pathname: '/en/catalog', search: '?page=2' })).toBe(
      'default /en/catalog?page=2',
    );
  });

  it('are kept for the tab in sessionStorage, the latest hundred', () => {
    for (let index = 0; index < 105; index += 1) savePosition(`entry-${index}`, index * 10);
    persistPositions();
    const stored = JSON.parse(sessionStorage.getItem('storefront-scroll')!) as [string, number][];
    expect(stored).toHaveLength(100);
    expect(savedPosition('entry-4')).toBeUndefined();
    expect(savedPosition('entry-104')).toBe(1040);
  });
});
