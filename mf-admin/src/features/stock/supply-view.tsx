import { RouteLink, localePath, type Language } from '@storefront/shared';
import type { Supply, SupplyLineEffect } from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import { formatMoment, signed, useMainMoney } from './formats';
import { ColumnHeads, Table, TableBox } from './table';

/** What a line moved: "+12 → 20". */
function Effect({ effect }: { effect: SupplyLineEffect | null }) {
  const { t } = useTranslation('admin');
  if (!effect) return <>—</>;
  return (
    <>{t('supplies.view.effect', { change: signed(effect.quantity), after: effect.stockAfter })}</>
  );
}

/**
 * A received (or cancelled) delivery's lines as booked: each product, what it cost, and what the
 * receipt added to its stock (and the cancellation took back).
 */
export function SupplyView({ supply, lang }: { supply: Supply; lang: Language }) {
  const { t } = useTranslation('admin');
  const money = useMainMoney(lang);
  const cancelled = supply.status === 'CANCELLED';
  return (
    <TableBox>
      <Table data-testid="supply-view">
        <caption>
          {supply.receivedAt
            ? t('supplies.view.caption_received', {
                number: supply.number,
                when: formatMoment(supply.receivedAt, lang),
                who: supply.receivedBy?.name || supply.receivedBy?.email || '—',
              })
            : t('supplies.view.caption', { number: supply.number })}
        </caption>
        <ColumnHeads
          columns={[
            { label: t('supplies.view.product') },
            { label: t('supplies.view.quantity'), numeric: true },
            { label: t('supplies.view.unit_cost'), numeric: true },
            { label: t('supplies.view.added'), numeric: true },
            cancelled && { label: t('supplies.view.taken_back'), numeric: true },
            { label: t('supplies.view.stock_now'), numeric: true },
          ]}
        />
        <tbody>
          {supply.lines.map((line) => (
            <tr key={line.id} data-testid="supply-view-line">
              <th scope="row">
                <RouteLink
                  to={localePath('admin-stock-product', { productId: line.productId }, lang)}
                >
                  {line.name}
                </RouteLink>
              </th>
              <td data-numeric>{line.quantity}</td>
              <td data-numeric>{money(line.unitCost)}</td>
              <td data-numeric data-testid="line-added">
                <Effect effect={line.added} />
              </td>
              {cancelled && (
                <td data-numeric data-testid="line-taken-back">
                  <Effect effect={line.takenBack} />
                </td>
              )}
              <td data-numeric>{line.stock}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
