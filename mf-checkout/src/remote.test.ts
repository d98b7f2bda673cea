import { pagesAgainstDeclaration } from '@storefront/shared/testing';
import remote from './remote';

it('provides a page for each route the teams declaration gives the checkout team, and no other', () => {
  expect(remote.name).toBe('checkout');
  expect(pagesAgainstDeclaration(remote)).toEqual({ missing: [], undeclared: [] });
});
