import { LANGUAGES, RouteLink, localePath, type PageProps } from '@storefront/shared';
import { EMAIL_TEMPLATE_KINDS, type EmailTemplateSummary } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import { useGetEmailTemplatesQuery } from '../../api/emails-api';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { Table, TableScroll } from '../../features/lists/table';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-emails');

/** Each kind a row, each language a column: a link to the template, saved by staff or the default. */
function TemplateTable({
  templates,
  lang,
}: {
  templates: EmailTemplateSummary[];
  lang: PageProps['lang'];
}) {
  const { t } = useTranslation('admin');
  const of = (kind: string, language: string) =>
    templates.find((item) => item.kind === kind && item.language === language);
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('emails.table')}>
      <Table data-testid="email-template-table">
        <caption>{t('emails.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('emails.kind')}</th>
            {LANGUAGES.map((language) => (
              <th scope="col" key={language}>
                {t(`emails.languages.${language}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EMAIL_TEMPLATE_KINDS.map((kind) => (
            <tr key={kind} data-testid="email-template-row">
              <th scope="row">{t(`emails.kinds.${kind}`)}</th>
              {LANGUAGES.map((language) => {
                const state = of(kind, language)?.overridden
                  ? t('emails.customized')
                  : t('emails.default');
                return (
                  <td key={language}>
                    <RouteLink
                      to={localePath('admin-email', { kind, language }, lang)}
                      data-testid={`email-template-${kind}-${language}`}
                      aria-label={t('emails.open', {
                        kind: t(`emails.kinds.${kind}`),
                        language: t(`emails.languages.${language}`),
                        state,
                      })}
                    >
                      {state}
                    </RouteLink>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function EmailTemplatesPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const templates = useGetEmailTemplatesQuery();
  return (
    <AdminFrame section={section} lang={lang}>
      <p>{t('emails.intro')}</p>
      <AdminQueryState query={templates}>
        {(list) => <TemplateTable templates={list} lang={lang} />}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The emails the shop sends, each kind in each language: the default or the staff's own. */
export const emailTemplatesPage = adminPage(section, EmailTemplatesPage);
