import { localePath, type PageProps } from '@storefront/shared';
import type { AdminPromoCode, PromoCodeFilter } from '@storefront/shared/admin';
import { ActionResult, Card } from '@storefront/shared/kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPromoCodesQuery } from '../../api/discounts-api';
import { useStaff } from '../../features/access/use-staff';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { useListParams } from '../../features/lists/list-params';
import { Pagination } from '../../features/lists/pagination';
import { Empty } from '../../features/lists/table';
import { NewPromoCodeDialog } from './new-promo-code-dialog';
import { PromoCodeFilters, type PromoCodeFilterKey } from './promo-code-filters';
import { PromoCodeTable } from './promo-code-table';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-promo-codes');
const FILTERS: readonly PromoCodeFilterKey[] = ['q', 'state', 'customer'];

function PromoCodesPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const list = useListParams(FILTERS);
  const filter = { ...list.values, page: list.page } as PromoCodeFilter;
  const codes = useGetPromoCodesQuery(filter);
  const [result, setResult] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const told = useRef(false);
  // What happened is said where the focus goes once its dialog closes: the row acted on may
  // have left the list; a dialog closed without acting gives the focus back to its button.
  const tell = (text: string) => {
    told.current = true;
    setResult(text);
  };
  const focusAfterClose = () => {
    const target = told.current ? message.current : null;
    told.current = false;
    return target;
  };
  const onCreated = (code: AdminPromoCode) => tell(t('promo_codes.created', { code: code.code }));
  const onExpired = (code: AdminPromoCode) => tell(t('promo_codes.expired', { code: code.code }));
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        may('promo-codes.write') && (
          <NewPromoCodeDialog lang={lang} onCreated={onCreated} focusAfterClose={focusAfterClose} />
        )
      }
    >
      <ActionResult
        ref={message}
        result={result ? { text: result } : null}
        testId="promo-code-result"
      />
      <Card>
        <PromoCodeFilters values={list.values} onApply={list.setFilters} />
      </Card>
      <AdminQueryState query={codes}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty data-testid="promo-code-empty">{t('promo_codes.empty')}</Empty>
          ) : (
            <PromoCodeTable
              codes={page.items}
              lang={lang}
              mayExpire={may('promo-codes.write')}
              onExpired={onExpired}
              focusAfterClose={focusAfterClose}
            />
          )
        }
      </AdminQueryState>
      {codes.data && (
        <Pagination
          page={list.page}
          total={codes.data.total}
          limit={codes.data.limit}
          path={localePath('admin-promo-codes', {}, lang)}
          pageQuery={list.pageQuery}
          testId="promo-code-pages"
        />
      )}
    </AdminFrame>
  );
}

/** The promo codes: found, made, ended, each with the order that used it. */
export const promoCodesPage = adminPage(section, PromoCodesPage);
