import { RouteLink, localePath, localizedText, type PageProps } from '@storefront/shared';
import {
  PROMOTION_SCOPES,
  PROMOTION_STATES,
  type AdminPromotionSummary,
} from '@storefront/shared/admin';
import { Field, Select } from '@storefront/shared/forms';
import { Card } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import { useGetPromotionsQuery, type PromotionFilter } from '../../api/discounts-api';
import { useStaff } from '../../features/access/use-staff';
import { adminPage } from '../../features/frame/admin-page';
import { AdminFrame } from '../../features/frame/admin-frame';
import { sectionOf } from '../../features/frame/sections';
import { useListParams } from '../../features/lists/list-params';
import { Pagination } from '../../features/lists/pagination';
import { Empty, Filters, Table, TableScroll } from '../../features/lists/table';
import { useShop } from '../../features/shop/use-shop';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = sectionOf('admin-promotions');
const FILTERS = ['state', 'scope'] as const;

function PromotionRows({
  items,
  lang,
}: {
  items: AdminPromotionSummary[];
  lang: PageProps['lang'];
}) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  const period = (promotion: AdminPromotionSummary) =>
    t('promotions.period_text', {
      from: promotion.startsAt ? shop.dateTime(promotion.startsAt) : t('promotions.always'),
      to: promotion.endsAt ? shop.dateTime(promotion.endsAt) : t('promotions.open'),
    });
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('promotions.table')}>
      <Table data-testid="promotion-table">
        <caption>{t('promotions.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promotions.name')}</th>
            <th scope="col">{t('promotions.scope')}</th>
            <th scope="col">{t('discounts.discount')}</th>
            <th scope="col">{t('promotions.period')}</th>
            <th scope="col">{t('promotions.state')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((promotion) => (
            <tr key={promotion.id} data-testid="promotion-row">
              <th scope="row">
                <RouteLink
                  to={localePath('admin-promotion', { promotionId: promotion.id }, lang)}
                  data-testid="promotion-link"
                >
                  {localizedText(promotion.name, lang, shop.mainLanguage)}
                </RouteLink>
              </th>
              <td>
                {t(`promotions.scopes.${promotion.scope}`)}
                {promotion.scope !== 'ORDER' && ` (${promotion.targets})`}
              </td>
              <td>
                {promotion.scope === 'ORDER' && promotion.minSubtotal > 0
                  ? t('promotions.from_subtotal', {
                      discount: shop.discount(promotion.type, promotion.value),
                      amount: shop.money(promotion.minSubtotal),
                    })
                  : shop.discount(promotion.type, promotion.value)}
              </td>
              <td>{period(promotion)}</td>
              <td data-testid="promotion-state">{t(`promotions.states.${promotion.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function PromotionsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const list = useListParams(FILTERS);
  const promotions = useGetPromotionsQuery({ ...list.values, page: list.page } as PromotionFilter);
  const choose = (name: (typeof FILTERS)[number]) => (value: string) =>
    list.setFilters({ ...list.values, [name]: value || undefined });
  return (
    <AdminFrame
      section={section}
      lang={lang}
      actions={
        may('promotions.write') && (
          <RouteLink to={localePath('admin-promotion-new', {}, lang)} data-testid="promotion-new">
            {t('promotions.new')}
          </RouteLink>
        )
      }
    >
      <Card>
        <Filters
          role="search"
          aria-label={t('lists.filters')}
          onSubmit={(event) => event.preventDefault()}
        >
          <Field label={t('promotions.state')}>
            {(ids) => (
              <Select
                {...ids}
                value={list.values.state ?? ''}
                onChange={(event) => choose('state')(event.target.value)}
                data-testid="filter-state"
              >
                <option value="">{t('lists.all')}</option>
                {PROMOTION_STATES.map((state) => (
                  <option key={state} value={state}>
                    {t(`promotions.states.${state}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('promotions.scope')}>
            {(ids) => (
              <Select
                {...ids}
                value={list.values.scope ?? ''}
                onChange={(event) => choose('scope')(event.target.value)}
                data-testid="filter-scope"
              >
                <option value="">{t('lists.all')}</option>
                {PROMOTION_SCOPES.map((scope) => (
                  <option key={scope} value={scope}>
                    {t(`promotions.scopes.${scope}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </Filters>
      </Card>
      <AdminQueryState query={promotions}>
        {(page) =>
          page.items.length === 0 ? (
            <Empty data-testid="promotion-empty">{t('promotions.empty')}</Empty>
          ) : (
            <PromotionRows items={page.items} lang={lang} />
          )
        }
      </AdminQueryState>
      {promotions.data && (
        <Pagination
          page={list.page}
          total={promotions.data.total}
          limit={promotions.data.limit}
          path={localePath('admin-promotions', {}, lang)}
          pageQuery={list.pageQuery}
          testId="promotion-pages"
        />
      )}
    </AdminFrame>
  );
}

/** The promotions: what runs, what is coming, what ended, what is off. */
export const promotionsPage = adminPage(section, PromotionsPage);
