import { RouteLink, localePath, type Language, type PageProps } from '@storefront/shared';
import type { TranslationFilter } from '@storefront/shared/admin';
import { ActionResultOf, Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import { useGetTranslationsQuery } from '../../api/translations-api';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { useListParams } from '../../features/lists/list-params';
import { Pagination } from '../../features/lists/pagination';
import { Empty } from '../../features/lists/table';
import { useStaff } from '../../features/access/use-staff';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { useResultAfterDialog } from '../../features/ui/result-after-dialog';
import { TranslationCounts } from './translation-counts';
import { MachineTranslateDialog } from './machine-translate-dialog';
import { TranslationEditor } from './translation-editor';
import { TRANSLATION_FILTERS, TranslationFilters } from './translation-filters';

const section = sectionOf('admin-translations');

function TranslationsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const list = useListParams(TRANSLATION_FILTERS);
  const filter = {
    ...Object.fromEntries(Object.entries(list.values).filter(([, value]) => value)),
    page: list.page,
  } as TranslationFilter;
  const translations = useGetTranslationsQuery(filter);
  const { result, message } = useResultAfterDialog();
  const { may } = useStaff();
  const path = localePath('admin-translations', {}, lang);
  return (
    <AdminFrame section={section} lang={lang}>
      <p>{t('translations.intro')}</p>
      <ActionResultOf state={result} testId="translation-result" />
      <AdminQueryState query={translations}>
        {(page) => (
          <>
            <Card>
              <TranslationCounts page={page} lang={lang} record={filter.record} />
            </Card>
            <Card>
              <TranslationFilters
                values={list.values}
                languages={Object.keys(page.counts) as Language[]}
                onApply={list.setFilters}
              />
              {may('translations.machine') && page.items.length > 0 && (
                <MachineTranslateDialog
                  page={page}
                  language={filter.language}
                  onDone={(count) =>
                    result.show(t('machine.translate.done', { count }), { focus: false })
                  }
                  focusAfterClose={message}
                />
              )}
              {filter.record && (
                <p data-testid="translation-record">
                  {t('translations.filters.record_only')}{' '}
                  <RouteLink to={path}>{t('translations.filters.show_all')}</RouteLink>
                </p>
              )}
            </Card>
            {page.items.length === 0 ? (
              <Empty data-testid="translation-empty">{t('translations.empty')}</Empty>
            ) : (
              <TranslationEditor page={page} result={result} />
            )}
            <Pagination
              page={list.page}
              total={page.total}
              limit={page.limit}
              path={path}
              pageQuery={list.pageQuery}
              testId="translation-pages"
            />
          </>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The texts each language of the shop lacks or has outdated, translated beside their source. */
export const translationsPage = adminPage(section, TranslationsPage);
