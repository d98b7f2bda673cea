import { usePriceFormatter, type CustomerPromoCode, type Language } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDateFormat } from '../../features/profile/formats';
import { CopyCodeButton } from './copy-code-button';

const Row = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : theme.colors.surfaceMuted)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  code {
    font-size: 1.125rem;
    font-weight: 700;
    letter-spacing: 0.05em;
  }
  p {
    margin: 0;
  }
`;

const Value = styled.p`
  font-weight: 700;
`;

const State = styled.p`
  margin-left: auto !important;
  font-size: 0.875rem;
`;

/** A code: its text (copyable while it works), what it takes off, and whether it still works. */
export function PromoCodeRow({
  promoCode,
  lang,
}: {
  promoCode: CustomerPromoCode;
  lang: Language;
}) {
  const { t } = useTranslation('profile');
  const format = usePriceFormatter(lang);
  const date = useDateFormat(lang);
  const { code, type, value, state, usedAt, expiresAt } = promoCode;
  const active = state === 'ACTIVE';
  // One phrase per state, with its date: the value already says what kind of discount it is.
  const stateText =
    state === 'USED'
      ? usedAt
        ? t('promo_codes.state.used_on', { date: date(usedAt) })
        : t('promo_codes.state.used')
      : state === 'EXPIRED'
        ? t('promo_codes.state.expired_on', { date: expiresAt ? date(expiresAt) : '' })
        : expiresAt
          ? t('promo_codes.state.valid_until', { date: date(expiresAt) })
          : t('promo_codes.state.no_expiry');
  return (
    <Row $active={active} data-testid="promo-code-row" data-code={code} data-state={state}>
      <code data-testid="promo-code">{code}</code>
      {active && <CopyCodeButton code={code} />}
      <Value data-testid="promo-code-value">
        {type === 'PERCENT'
          ? t('promo_codes.value_percent', { percent: value })
          : t('promo_codes.value_amount', { amount: format(value) })}
      </Value>
      <State data-testid="promo-code-state">{stateText}</State>
    </Row>
  );
}
