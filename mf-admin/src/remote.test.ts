import { pagesAgainstDeclaration } from '@storefront/shared/testing';
import remote from './remote';

it('provides a page for each route the teams declaration gives the admin team, and no other', () => {
  expect(remote.name).toBe('admin');
  expect(pagesAgainstDeclaration(remote)).toEqual({ missing: [], undeclared: [] });
});
