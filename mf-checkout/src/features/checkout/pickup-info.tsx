import {
  LANGUAGE_LOCALES,
  MINUTES_PER_DAY,
  WEEKDAYS,
  selectStore,
  useAppSelector,
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

/** Minutes from midnight as the locale writes a time of day ("9:00 AM", "09:00"). */
function timeOfDay(minutes: number, locale: string): string {
  if (minutes >= MINUTES_PER_DAY) return '24:00';
  const time = new Date(Date.UTC(2024, 0, 1, 0, minutes));
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(time);
}

/** Local pickup: where the shop is and when it is open. */
export function PickupInfo({ lang }: { lang: Language }) {
  const { t } = useTranslation('checkout');
  const { contactInfo, schedule, mainInfo } = useAppSelector(selectStore);
  const locale = LANGUAGE_LOCALES[lang];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
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
            {WEEKDAYS.map((day, index) => (
              <div key={day} style={{ display: 'contents' }}>
                {/* 2024-01-01 was a Monday. */}
                <dt>{weekday.format(new Date(Date.UTC(2024, 0, 1 + index)))}</dt>
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
