import {
  Container,
  laidOutWhenNear,
  RouteLink,
  LANGUAGE_LOCALES,
  WEEKDAYS,
  localePath,
  overlay,
  selectStore,
  useAppSelector,
  useHydrated,
  weekdayNames,
  type Language,
} from '@storefront/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMinutes, isOpenAt } from './schedule';

const Bar = styled.footer`
  ${laidOutWhenNear('32rem')}
  margin-top: 4rem;
  padding-block: 2.5rem;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9375rem;
`;

const Columns = styled(Container)`
  display: grid;
  gap: 2rem;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.75rem;
  }
  ul,
  dl {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    margin-bottom: 0.375rem;
  }
`;

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  dt {
    text-transform: capitalize;
  }
  dd {
    margin: 0;
  }
`;

const OpenState = styled.p<{ $open: boolean }>`
  margin: 0 0 0.75rem;
  font-weight: 700;
  color: ${({ $open, theme }) => ($open ? theme.colors.success : theme.colors.error)};
`;

const SettingsButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: underline;
  cursor: pointer;
`;

const MINUTE = 60_000;

/** The browser's clock, minute by minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Contact details, opening hours in the shop's time zone and the legal links. */
export function Footer({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const store = useAppSelector(selectStore);
  const now = useNow();
  // Whether the shop is open now depends on the clock, which the server's page cannot follow:
  // it is said once the page is hydrated, in a line kept in place meanwhile.
  const hydrated = useHydrated();
  const { contactInfo: contact, schedule, mainInfo } = store;
  const open = isOpenAt(schedule, mainInfo.timeZone, now);
  const names = weekdayNames(LANGUAGE_LOCALES[lang]);
  const legal = ['contact-us', 'privacy-policy', 'terms-and-conditions'] as const;

  return (
    <Bar>
      <Columns>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul>
            {contact.phoneNumber && (
              <li>
                {t('footer.phone')}:{' '}
                <a href={`tel:${contact.phoneNumber.replace(/\s/g, '')}`}>{contact.phoneNumber}</a>
              </li>
            )}
            {contact.email && (
              <li>
                {t('footer.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {contact.telegram && (
              <li>
                <a
                  href={`https://t.me/${contact.telegram}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  Telegram
                </a>
              </li>
            )}
            {contact.instagram && (
              <li>
                <a
                  href={`https://instagram.com/${contact.instagram}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  Instagram
                </a>
              </li>
            )}
            {contact.whatsapp && (
              <li>
                <a
                  href={`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  WhatsApp
                </a>
              </li>
            )}
            {contact.pickupAddress && (
              <li>
                {t('footer.pickup_address')}: {contact.pickupAddress}
              </li>
            )}
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t('footer.opening_hours')}</h2>
          <OpenState $open={open} data-testid="open-state" aria-hidden={!hydrated}>
            {!hydrated ? '\u00a0' : open ? t('footer.open_now') : t('footer.closed_now')}
          </OpenState>
          <Hours>
            {WEEKDAYS.map((day) => (
              <div key={day} style={{ display: 'contents' }}>
                <dt>{names[day]}</dt>
                <dd>
                  {schedule[day].isActive
                    ? `${formatMinutes(schedule[day].timeInterval.startTime)}–${formatMinutes(schedule[day].timeInterval.endTime)}`
                    : t('footer.closed')}
                </dd>
              </div>
            ))}
          </Hours>
          <p>{t('footer.time_zone', { zone: mainInfo.timeZone })}</p>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.information')}</h2>
          <ul>
            {legal.map((name) => (
              <li key={name}>
                <RouteLink to={localePath(name, {}, lang)}>{t(`routes.${name}`)}</RouteLink>
              </li>
            ))}
          </ul>
          <SettingsButton type="button" onClick={() => overlay.open('cookie-settings')}>
            {t('footer.cookie_settings')}
          </SettingsButton>
          <p>{t('footer.copyright', { year: now.getFullYear(), name: mainInfo.name })}</p>
        </section>
      </Columns>
    </Bar>
  );
}
