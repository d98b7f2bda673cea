import { RouteLink, localePath, type PageProps } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { emailsApi, useGetEmailTemplateQuery } from '../../api/emails-api';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { pageIn } from '../../features/frame/sections';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { TemplateEditor } from './template-editor';

const section = pageIn('admin-email', 'email', 'emails.read');

function EmailTemplatePage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const key = { kind: params.kind ?? '', language: params.language ?? '' };
  const template = useGetEmailTemplateQuery(key);
  const title = template.data
    ? t('emails.edit_title', {
        kind: t(`emails.kinds.${template.data.kind}`),
        language: t(`emails.languages.${template.data.language}`),
      })
    : t('nav.email');
  return (
    <AdminFrame section={section} lang={lang} title={title}>
      <p>
        <RouteLink to={localePath('admin-emails', {}, lang)} data-testid="email-back">
          {t('emails.back')}
        </RouteLink>
      </p>
      <AdminQueryState query={template}>
        {(data) => (
          <TemplateEditor key={`${data.kind}:${data.language}`} template={data} lang={lang} />
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** One email template in one language: its editor, its preview, its test, its reset. */
export const emailTemplatePage = adminPage(section, EmailTemplatePage, ({ dispatch, params }) => {
  if (params.kind && params.language)
    void dispatch(
      emailsApi.util.prefetch(
        'getEmailTemplate',
        { kind: params.kind, language: params.language },
        {},
      ),
    );
});
