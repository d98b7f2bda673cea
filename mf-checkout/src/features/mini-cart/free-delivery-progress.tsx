import { selectStore, useAppSelector, usePriceFormatter, type Language } from '@storefront/shared';
import { Progress } from '@storefront/shared/kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { freeDeliveryThreshold } from '../cart/free-delivery';

const Box = styled.div`
  display: grid;
  gap: 0.375rem;
  margin: 0.75rem 0 0;
  p {
    margin: 0;
    font-size: 0.875rem;
  }
`;

/** How far the cart is from free delivery, as a bar and in money; nothing when no method is free. */
export function FreeDeliveryProgress({ subtotal, lang }: { subtotal: number; lang: Language }) {
  const { t } = useTranslation('checkout');
  const { delivery } = useAppSelector(selectStore);
  const format = usePriceFormatter(lang);
  const threshold = freeDeliveryThreshold(delivery);
  if (threshold === null) return null;
  const missing = threshold - subtotal;
  return (
    <Box data-testid="free-delivery">
      <p role="status">
        {missing > 0
          ? t('mini_cart.free_delivery_missing', { amount: format(missing) })
          : t('mini_cart.free_delivery_reached')}
      </p>
      <Progress
        value={(Math.min(subtotal, threshold) / threshold) * 100}
        label={t('mini_cart.free_delivery_progress')}
      />
    </Box>
  );
}
