import type { Language } from '@storefront/shared';
import type { AdminPromoCode } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Table, TableScroll } from '../../features/lists/table';
import { useShop } from '../../features/shop/use-shop';
import { ExpirePromoCode } from './expire-promo-code';

const Code = styled.code`
  font-weight: 700;
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The codes of a page: what each gives, to whom, until when, and the order that used it. */
export function PromoCodeTable({
  codes,
  lang,
  mayExpire,
  onExpired,
  focusAfterClose,
}: {
  codes: AdminPromoCode[];
  lang: Language;
  mayExpire: boolean;
  onExpired: (code: AdminPromoCode) => void;
  focusAfterClose: () => HTMLElement | null;
}) {
  const { t } = useTranslation('admin');
  const shop = useShop(lang);
  const none = <Muted>{t('lists.none')}</Muted>;
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('promo_codes.table')}>
      <Table data-testid="promo-code-table">
        <caption>{t('promo_codes.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promo_codes.code')}</th>
            <th scope="col">{t('discounts.discount')}</th>
            <th scope="col">{t('promo_codes.for')}</th>
            <th scope="col">{t('promo_codes.state')}</th>
            <th scope="col">{t('promo_codes.expires')}</th>
            <th scope="col">{t('promo_codes.use')}</th>
            <th scope="col">{t('promo_codes.note')}</th>
            {mayExpire && <th scope="col">{t('lists.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id} data-testid="promo-code-row" data-code={code.code}>
              <th scope="row">
                <Code>{code.code}</Code>
              </th>
              <td>{shop.discount(code.type, code.value)}</td>
              <td>{code.customer ? code.customer.email : t('promo_codes.anyone')}</td>
              <td data-testid="promo-code-state">{t(`promo_codes.states.${code.state}`)}</td>
              <td>{code.expiresAt ? shop.dateTime(code.expiresAt) : none}</td>
              <td data-testid="promo-code-use">
                {code.use
                  ? code.use.order
                    ? t('promo_codes.used_by_order', {
                        number: code.use.order.number,
                        date: shop.dateTime(code.use.order.createdAt),
                      })
                    : t('promo_codes.used_at', { date: shop.dateTime(code.use.usedAt) })
                  : none}
              </td>
              <td>{code.note ?? none}</td>
              {mayExpire && (
                <td>
                  {code.state === 'ACTIVE' && (
                    <ExpirePromoCode
                      code={code}
                      onExpired={onExpired}
                      focusAfterClose={focusAfterClose}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
