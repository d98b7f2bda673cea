import type { EmailTemplateView } from '@storefront/shared/admin';
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../testing/render-admin';
import { emailTemplatePage } from './email-template-page';
import { emailTemplatesPage } from './email-templates-page';

setUpFakeApi();

const BODY =
  'Dzień dobry, {{customerName}}!\n\n{{orderSummary}}\n\n{{paymentInstructions}}\n\n{{trackingLink}} {{orderNumber}}';

const TEMPLATE: EmailTemplateView = {
  kind: 'order-placed',
  language: 'pl',
  overridden: true,
  subject: '{{shopName}}: zamówienie nr {{orderNumber}}',
  body: BODY,
  defaultSubject: '{{shopName}}: zamówienie nr {{orderNumber}} przyjęte',
  defaultBody: BODY,
  version: 2,
  updatedAt: '2031-02-01T08:00:00.000Z',
  updatedBy: 'anna@shop.example',
  variables: [
    { name: 'shopName', required: false },
    { name: 'customerName', required: false },
    { name: 'orderNumber', required: true },
    { name: 'orderSummary', required: true },
    { name: 'paymentInstructions', required: true },
    { name: 'trackingLink', required: true },
    { name: 'total', required: false },
  ],
};

const PATH = 'admin/email-templates/order-placed/pl';
const params = { kind: 'order-placed', language: 'pl' };

beforeEach(() => {
  apiServer.use(http.get(apiPath(PATH), () => HttpResponse.json(TEMPLATE)));
});

describe('the email templates', () => {
  it('lists each kind in each language, customized or default, each a link to its editor', async () => {
    apiServer.use(
      http.get(apiPath('admin/email-templates'), () =>
        HttpResponse.json([
          { ...TEMPLATE, body: undefined },
          { ...TEMPLATE, language: 'en', overridden: false, version: 0 },
        ]),
      ),
    );
    await renderAdmin(<emailTemplatesPage.Component lang="pl" params={{}} />, { lang: 'pl' });
    const polish = await screen.findByTestId('email-template-order-placed-pl');
    expect(polish).toHaveTextContent('Własny');
    expect(polish).toHaveAttribute('href', '/pl/admin/emails/order-placed/pl');
    expect(polish).toHaveAccessibleName('Zamówienie przyjęte – polski: Własny');
    expect(screen.getByTestId('email-template-order-placed-en')).toHaveTextContent('Domyślny');
    expect(screen.getAllByTestId('email-template-row')).toHaveLength(9);
  });

  it('inserts a variable where the cursor is, and marks a required one that is missing', async () => {
    await renderAdmin(<emailTemplatePage.Component lang="en" params={params} />);
    const body = await screen.findByTestId('email-body');
    expect(screen.getByTestId('email-template-state')).toHaveTextContent(
      'last saved by anna@shop.example',
    );
    await userEvent.clear(body);
    await userEvent.type(body, 'Hi {{{{orderSummary}} {{{{paymentInstructions}} {{{{orderNumber}}');
    expect(screen.getByTestId('email-variable-missing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Insert {{trackingLink}}' }));
    await waitFor(() => expect(body).toHaveFocus());
    expect(body).toHaveValue(
      'Hi {{orderSummary}} {{paymentInstructions}} {{orderNumber}}{{trackingLink}}',
    );
    expect(screen.queryByTestId('email-variable-missing')).toBeNull();
  });

  it('says a template the API refuses in the page language, beside the text, the focus on it', async () => {
    apiServer.use(
      http.put(apiPath(PATH), () =>
        apiError(400, 'EMAIL_TEMPLATE_CANNOT_BE_UPDATED', {
          fields: { body: 'variables_missing' },
        } as never),
      ),
    );
    await renderAdmin(<emailTemplatePage.Component lang="pl" params={params} />, { lang: 'pl' });
    const body = await screen.findByTestId('email-body');
    await userEvent.clear(body);
    await userEvent.type(body, 'Bez zmiennych');
    await userEvent.click(screen.getByTestId('email-save'));
    const result = await screen.findByTestId('email-result');
    expect(result).toHaveTextContent('Tego szablonu wiadomości e-mail nie można zmienić.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByText(/W treści brakuje wymaganej zmiennej/)).toBeInTheDocument();
    expect(await sent.body(`PUT ${PATH}`)).toEqual({
      subject: TEMPLATE.subject,
      body: 'Bez zmiennych',
      version: 2,
    });
  });

  it('saves from the version it was read at, and says who saved meanwhile when that is old', async () => {
    apiServer.use(
      http.put(apiPath(PATH), () =>
        apiError(409, 'ENTITY_ACTION_NOT_ALLOWED', {
          conflict: {
            version: 3,
            fields: ['body'],
            changedBy: { email: 'jan@shop.example', role: 'ADMIN' },
            changedAt: '2031-02-02T08:00:00.000Z',
          },
        } as never),
      ),
    );
    await renderAdmin(<emailTemplatePage.Component lang="en" params={params} />);
    await userEvent.click(await screen.findByTestId('email-save'));
    const conflict = await screen.findByTestId('email-template-conflict');
    expect(conflict).toHaveTextContent('Someone saved this template meanwhile (jan@shop.example');
    await waitFor(() => expect(conflict).toHaveFocus());
    apiServer.use(
      http.get(apiPath(PATH), () =>
        HttpResponse.json({ ...TEMPLATE, version: 3, subject: 'Their subject {{orderNumber}}' }),
      ),
    );
    await userEvent.click(within(conflict).getByTestId('email-template-reload'));
    await waitFor(() =>
      expect(screen.getByTestId('email-subject')).toHaveValue('Their subject {{orderNumber}}'),
    );
    expect(await screen.findByTestId('email-result')).toHaveTextContent(
      'The saved version is shown.',
    );
  });

  it('previews the typed template with the order chosen by number, the focus on the preview', async () => {
    apiServer.use(
      http.post(apiPath(`${PATH}/preview`), () =>
        HttpResponse.json({
          subject: 'Verde: zamówienie nr 1042',
          text: 'Dzień dobry, <script>alert(1)</script>!',
          html: '<p>Dzień dobry, &lt;script&gt;alert(1)&lt;/script&gt;!</p>',
          orderNumber: 1042,
        }),
      ),
    );
    await renderAdmin(<emailTemplatePage.Component lang="en" params={params} />);
    await userEvent.type(await screen.findByTestId('email-order-number'), '1042');
    await userEvent.click(screen.getByTestId('email-preview'));
    const heading = await screen.findByRole('heading', { name: 'Preview with order 1042' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('email-preview-subject')).toHaveTextContent(
      'Verde: zamówienie nr 1042',
    );
    // The customer's words are shown as text, never run.
    expect(screen.getByTestId('email-preview-text').textContent).toBe(
      'Dzień dobry, <script>alert(1)</script>!',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(await sent.body(`POST ${PATH}/preview`)).toEqual({
      subject: TEMPLATE.subject,
      body: BODY,
      orderNumber: 1042,
    });
  });

  it('sends a test to the staff member, and resets to the default after asking', async () => {
    apiServer.use(
      http.post(apiPath(`${PATH}/test`), () =>
        HttpResponse.json(
          { subject: 's', text: 't', html: '', orderNumber: 1, recipient: 'owner@shop.example' },
          { status: 202 },
        ),
      ),
      http.post(apiPath(`${PATH}/reset`), () =>
        HttpResponse.json({ ...TEMPLATE, overridden: false, version: 3 }),
      ),
    );
    await renderAdmin(<emailTemplatePage.Component lang="ua" params={params} />, { lang: 'ua' });
    await userEvent.click(await screen.findByTestId('email-test'));
    expect(await screen.findByTestId('email-result')).toHaveTextContent(
      'Тестовий лист надсилається на owner@shop.example.',
    );
    await userEvent.click(screen.getByTestId('email-reset'));
    const dialog = await screen.findByTestId('email-reset-dialog');
    expect(dialog).toHaveTextContent('Повернути початковий шаблон?');
    await userEvent.click(within(dialog).getByTestId('email-reset-dialog-confirm'));
    const result = await screen.findByText('Шаблону повернуто початковий текст.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.queryByTestId('email-reset')).toBeNull();
    expect(await sent.body(`POST ${PATH}/reset`)).toEqual({ version: 2 });
  });
});
