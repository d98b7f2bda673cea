import type { AuditEntryView } from '@storefront/shared/admin';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { auditPage } from './audit-page';

setUpFakeApi();

const ENTRY: AuditEntryView = {
  id: 7,
  actor: { id: 'u1', email: 'anna@shop.example', role: 'ADMIN' },
  action: 'promotion.update',
  entity: 'promotion',
  entityId: 'promo-1',
  version: 2,
  before: { name: { pl: 'Kubki' }, value: 10, active: true, productIds: [] },
  after: { name: { pl: 'Kubki', en: 'Mugs' }, value: 15, active: false, productIds: [] },
  requestId: 'req-42',
  createdAt: '2031-03-01T08:00:00.000Z',
};

const { Component } = auditPage;

describe('the audit record’s page', () => {
  beforeEach(() => {
    apiServer.use(
      http.get(apiPath('admin/audit'), () =>
        HttpResponse.json({ items: [ENTRY], total: 1, page: 1, limit: 20 }),
      ),
    );
  });

  it('shows who changed which record, when, and each field it changed before and after', async () => {
    await renderAdmin(<Component lang="en" params={{}} />);
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('anna@shop.example');
    expect(entry).toHaveTextContent('administrator');
    expect(entry).toHaveTextContent('promotion.update');
    expect(entry).toHaveTextContent('Request req-42');
    expect(entry).toHaveTextContent('Mar 1, 2031, 9:00 AM');
    const changes = within(entry).getByTestId('audit-changes');
    expect(changes).toHaveTextContent('name.en(nothing) → Mugs');
    expect(changes).toHaveTextContent('value10 → 15');
    expect(changes).toHaveTextContent('activeyes → no');
    expect(changes).not.toHaveTextContent('productIds');
    expect(within(entry).getByTestId('audit-record-link')).toHaveAttribute(
      'href',
      '/en/admin/promotions/promo-1',
    );
  });

  it('asks with the filters of the address, days read in the shop’s time zone', async () => {
    await renderAdmin(<Component lang="en" params={{}} />, {
      route: '/en/admin/audit?entity=promotion&from=2031-03-01&to=2031-03-01',
    });
    await screen.findByTestId('audit-entry');
    // The shop's day in Warsaw: from 23:00 UTC the day before to 23:00 UTC that day.
    expect(sent.lines()).toContain(
      'GET admin/audit?entity=promotion&from=2031-02-28T23%3A00%3A00.000Z&to=2031-03-01T23%3A00%3A00.000Z&page=1',
    );
    await userEvent.type(screen.getByTestId('audit-filter-actor'), 'anna@shop.example');
    await userEvent.click(screen.getByTestId('audit-filter-apply'));
    await waitFor(() => expect(sent.lines().at(-1)).toContain('actor=anna%40shop.example'));
  });
});
