import { usePriceFormatter, type Language, type OrderEstimate } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OrderTotals } from '../order/order-totals';
import { SmallPrint } from '../order/small-print';

const Box = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

/** The live estimate; dimmed while a newer one is on its way. */
export function EstimateSummary({
  estimate,
  lang,
  updating,
}: {
  estimate: OrderEstimate;
  lang: Language;
  updating: boolean;
}) {
  const { t } = useTranslation('checkout');
  const format = usePriceFormatter(lang);
  const { delivery } = estimate;
  const leftOut = estimate.lines.filter((line) => estimate.leftOut.includes(line.productId));
  return (
    <Box $stale={updating} aria-busy={updating} data-testid="estimate">
      <OrderTotals
        lang={lang}
        totals={{ ...estimate, deliveryMethod: delivery.method, deliveryPrice: delivery.price }}
      />
      {leftOut.length > 0 && (
        // The totals price what can be ordered; what they leave out is said, not hidden.
        <SmallPrint data-testid="estimate-left-out">
          {t('summary.left_out', {
            count: leftOut.length,
            names: leftOut.map((line) => line.name).join(', '),
          })}
        </SmallPrint>
      )}
      {delivery.withdrawnBy.length > 0 ? (
        // The threshold is the method's promise; what withdraws it from this cart is said with it.
        <SmallPrint data-testid="estimate-free-withdrawn">
          {delivery.withdrawnBy.map((rule) => t(`summary.free_withdrawn.${rule}`)).join(' ')}
        </SmallPrint>
      ) : (
        !delivery.free &&
        delivery.freeFrom !== null && (
          <SmallPrint data-testid="estimate-free-from">
            {t('summary.free_from', { amount: format(delivery.freeFrom) })}
          </SmallPrint>
        )
      )}
    </Box>
  );
}
