import type { ScheduleSettingsView } from '@storefront/shared/admin';
import { TEST_STORE } from '@storefront/shared/testing';
import { apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { scheduleSettingsPage } from './schedule-settings-page';

setUpFakeApi();

const WEEK: ScheduleSettingsView = { section: TEST_STORE.schedule, version: 2 };

beforeEach(() => {
  apiServer.use(
    http.get(apiPath('admin/settings/schedule'), () => HttpResponse.json(WEEK)),
    http.put(apiPath('admin/settings/schedule'), async ({ request }) => {
      const body = (await request.json()) as ScheduleSettingsView;
      return HttpResponse.json({ section: body.section, version: 3 });
    }),
  );
});

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('the opening hours', () => {
  it('opens a day from a time to a time typed in the shop’s time zone, saved as minutes', async () => {
    await renderAdmin(<scheduleSettingsPage.Component lang="pl" params={{}} />, { lang: 'pl' });
    const monday = await screen.findByRole('group', { name: 'poniedziałek' });
    expect(
      screen.getByText('Godziny sklepu w jego strefie czasowej: Europe/Warsaw.'),
    ).toBeVisible();
    expect(within(monday).getByTestId('schedule-MONDAY-closes')).toHaveValue('24:00');
    await userEvent.click(within(monday).getByTestId('schedule-MONDAY-open'));
    await type(within(monday).getByTestId('schedule-MONDAY-opens'), '9:00');
    await type(within(monday).getByTestId('schedule-MONDAY-closes'), '18:30');
    await userEvent.click(screen.getByTestId('schedule-settings-save'));
    const result = await screen.findByTestId('schedule-settings-result');
    expect(result).toHaveTextContent('Godziny otwarcia zapisane.');
    await waitFor(() => expect(result).toHaveFocus());
    const body = (await sent.body('PUT admin/settings/schedule')) as ScheduleSettingsView;
    expect(body.version).toBe(2);
    expect(body.section.MONDAY).toEqual({
      isActive: true,
      timeInterval: { startTime: 540, endTime: 1110 },
    });
    expect(body.section.TUESDAY).toEqual(TEST_STORE.schedule.TUESDAY);
    expect(within(monday).getByTestId('schedule-MONDAY-opens')).toHaveValue('09:00');
  }, 30_000);

  it('refuses a time past midnight and a day closing before it opens, beside the field', async () => {
    await renderAdmin(<scheduleSettingsPage.Component lang="en" params={{}} />);
    const friday = await screen.findByRole('group', { name: 'Friday' });
    await type(within(friday).getByTestId('schedule-FRIDAY-opens'), '25:00');
    await userEvent.click(screen.getByTestId('schedule-settings-save'));
    expect(
      await within(friday).findByText('Enter a time from 00:00 to 24:00, such as 09:30.'),
    ).toBeVisible();
    await type(within(friday).getByTestId('schedule-FRIDAY-opens'), '20:00');
    await type(within(friday).getByTestId('schedule-FRIDAY-closes'), '08:00');
    await userEvent.click(screen.getByTestId('schedule-settings-save'));
    expect(
      await within(friday).findByText('Closing must come after opening, on the same day.'),
    ).toBeVisible();
    expect(sent.requests().filter((request) => request.method === 'PUT')).toEqual([]);
  }, 30_000);
});
