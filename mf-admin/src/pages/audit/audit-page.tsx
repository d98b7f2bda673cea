import { localePath, type PageProps } from '@storefront/shared';
import type { AuditFilter } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import { useGetAuditQuery } from '../../api/audit-api';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { useListParams } from '../../features/lists/list-params';
import { Pagination } from '../../features/lists/pagination';
import { Empty } from '../../features/lists/table';
import { useShop } from '../../features/shop/use-shop';
import { fromZonedInput, nextDay } from '../../features/shop/zoned-time';
import { AUDIT_FILTERS, AuditFilters } from './audit-filters';
import { AuditEntries } from './audit-entries';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-audit');

function AuditPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  const list = useListParams(AUDIT_FILTERS);
  const { from, to, ...rest } = list.values;
  // Days of the shop's calendar: from its first moment, to the first moment of the day after.
  const filter: AuditFilter = {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value)),
    ...(from ? { from: fromZonedInput(from, shop.zone) ?? undefined } : {}),
    ...(to ? { to: fromZonedInput(nextDay(to), shop.zone) ?? undefined } : {}),
    page: list.page,
  };
  const audit = useGetAuditQuery(filter);
  return (
    <AdminFrame section={section} lang={lang}>
      <Card>
        <AuditFilters values={list.values} onApply={list.setFilters} />
      </Card>
      <AdminQueryState query={audit}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty data-testid="audit-empty">{t('audit.empty')}</Empty>
          ) : (
            <AuditEntries entries={page.items} lang={lang} />
          )
        }
      </AdminQueryState>
      {audit.data && (
        <Pagination
          page={list.page}
          total={audit.data.total}
          limit={audit.data.limit}
          path={localePath('admin-audit', {}, lang)}
          pageQuery={list.pageQuery}
          testId="audit-pages"
        />
      )}
    </AdminFrame>
  );
}

/** The audit record: every staff write, who made it, and what it changed. Read only. */
export const auditPage = adminPage(section, AuditPage);
