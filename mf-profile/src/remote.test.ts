import { pagesAgainstDeclaration } from '@storefront/shared/testing';
import remote from './remote';

it('provides a page for each route the teams declaration gives the profile team, and no other', () => {
  expect(remote.name).toBe('profile');
  expect(pagesAgainstDeclaration(remote)).toEqual({ missing: [], undeclared: [] });
});
