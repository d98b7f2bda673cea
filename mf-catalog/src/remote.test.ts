import { pagesAgainstDeclaration } from '@storefront/shared/testing';
import remote from './remote';

it('provides a page for each route the teams declaration gives the catalog team, and no other', () => {
  expect(remote.name).toBe('catalog');
  expect(pagesAgainstDeclaration(remote)).toEqual({ missing: [], undeclared: [] });
});
