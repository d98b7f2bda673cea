import {
  LANGUAGE_LOCALES,
  WEEKDAYS,
  selectStore,
  timeOfDay,
  useAppSelector,
  weekdayNames,
  type Language,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    text-transform: capitalize;
  }
  dd {
    margin: 0;
  }
`;

/** Local pickup: where the shop is and when it is open. */
export function PickupInfo({ lang }: { lang: Language }) {
  const { t } = useTranslation('checkout');
  const { contactInfo, schedule, mainInfo } = useAppSelector(selectStore);
  const locale = LANGUAGE_LOCALES[lang];
  const weekdays = weekdayNames(locale);
  const opens = WEEKDAYS.some((day) => schedule[day].isActive);
  return (
    <div data-testid="pickup-info">
      <p>
        <strong>{t('checkout.pickup_address')}</strong>{' '}
        {contactInfo.pickupAddress || t('checkout.pickup_address_unknown')}
      </p>
      {opens && (
        <>
          <Hours aria-label={t('checkout.opening_hours')}>
            {WEEKDAYS.map((day) => (
              <div key={day} style={{ display: 'contents' }}>
                <dt>{weekdays[day]}</dt>
                <dd>
                  {schedule[day].isActive
                    ? `${timeOfDay(schedule[day].timeInterval.startTime, locale)}–${timeOfDay(schedule[day].timeInterval.endTime, locale)}`
                    : t('checkout.closed')}
                </dd>
              </div>
            ))}
          </Hours>
          <p>{t('checkout.time_zone', { zone: mainInfo.timeZone })}</p>
        </>
      )}
    </div>
  );
}
