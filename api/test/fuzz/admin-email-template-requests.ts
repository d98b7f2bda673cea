import { EMAIL_TEMPLATE_KINDS } from '@storefront/shared/admin';
import type { TestApp } from '../helpers/test-app';
import type { FuzzRequest, OperationKey, RequestMakers } from './valid-requests';

interface Template {
  kind: string;
  language: string;
  subject: string;
  body: string;
  version: number;
}

/**
 * Valid requests of the email templates. A save or a reset moves its template on, so saves take
 * the next of the English and Polish templates and resets the next of the Russian and Ukrainian
 * ones, each sent with its default texts at the version read (a list that went round: stale, 409).
 * The preview and the test show the Polish order confirmation with the first order.
 */
export async function adminEmailTemplateRequests(
  t: TestApp,
  owner: string,
  orderNumber: number,
  { get, send, withParams }: RequestMakers,
): Promise<[OperationKey, () => FuzzRequest][]> {
  const read = async (kind: string, language: string): Promise<Template> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/email-templates/${kind}/${language}`,
      headers: { cookie: owner },
    });
    const { defaultSubject, defaultBody, version } = response.json() as {
      defaultSubject: string;
      defaultBody: string;
      version: number;
    };
    return { kind, language, subject: defaultSubject, body: defaultBody, version };
  };
  const templatesIn = (languages: string[]) =>
    Promise.all(EMAIL_TEMPLATE_KINDS.flatMap((kind) => languages.map((lang) => read(kind, lang))));
  const [toSave, toReset] = [await templatesIn(['en', 'pl']), await templatesIn(['ru', 'ua'])];
  const confirmation = await read('order-placed', 'pl');
  const one = { kind: 'order-placed', language: 'pl' };

  const nextOf = (templates: Template[], method: string, json: (template: Template) => object) => {
    let next = 0;
    return () => {
      const template = templates[next++ % templates.length]!;
      const { kind, language } = template;
      return withParams(send(method, json(template), owner), { kind, language })();
    };
  };
  const draft = { subject: confirmation.subject, body: confirmation.body, orderNumber };
  return [
    ['GET /api/v1/admin/email-templates', get([], owner)],
    ['GET /api/v1/admin/email-templates/{kind}/{language}', withParams(get([], owner), one)],
    [
      'PUT /api/v1/admin/email-templates/{kind}/{language}',
      nextOf(toSave, 'PUT', ({ subject, body, version }) => ({ subject, body, version })),
    ],
    [
      'POST /api/v1/admin/email-templates/{kind}/{language}/reset',
      nextOf(toReset, 'POST', ({ version }) => ({ version })),
    ],
    [
      'POST /api/v1/admin/email-templates/{kind}/{language}/preview',
      withParams(send('POST', draft, owner), one),
    ],
    [
      'POST /api/v1/admin/email-templates/{kind}/{language}/test',
      withParams(send('POST', draft, owner), one),
    ],
  ];
}
