import { useAppDispatch, VisuallyHidden, type Language } from '@storefront/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ordersApi } from '../../api/orders-api';
import { useStaff } from '../access/use-staff';
import { money } from '../orders/formats';
import { holdEventStream, onBackOfficeEvent, onReconnected, useConnection } from './event-source';
import { SoundChoice } from './sound-choice';
import { playSound, unlockAudioOnGesture } from './sounds';
import { addUnseen, useUnseenInTitle } from './unseen';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-top: 1rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
  p[data-connection='offline'] {
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
  }
`;

/**
 * New orders arrive by themselves while the back office is open: the event stream's news
 * refetches what the pages show (the list, the overview, an order changed by someone else), a
 * new order is announced politely to screen readers, plays the staff member's sound and counts
 * in the tab's title until the list is looked at. Says when the back office is not live.
 */
export function LiveOrders({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { session, may } = useStaff();
  const connection = useConnection();
  const [announcement, setAnnouncement] = useState('');
  const chosen = session?.preferences.sound ?? null;
  const sound = useRef(chosen);
  useEffect(() => {
    sound.current = chosen;
  }, [chosen]);
  const allowed = may('back-office.open');
  useEffect(() => (allowed ? holdEventStream() : undefined), [allowed]);
  useEffect(() => {
    const gesture = unlockAudioOnGesture();
    return () => {
      window.removeEventListener('pointerdown', gesture, true);
      window.removeEventListener('keydown', gesture, true);
    };
  }, []);
  useEffect(
    () =>
      onBackOfficeEvent((event) => {
        if (event.type === 'order-placed') {
          dispatch(ordersApi.util.invalidateTags(['AdminOrders', 'Overview']));
          addUnseen();
          const { order } = event;
          setAnnouncement(
            t('live.placed', {
              number: order.number,
              name: `${order.firstName} ${order.lastName}`,
              total: money(lang, order.total, order.currency),
            }),
          );
          if (sound.current) playSound(sound.current);
        } else {
          dispatch(
            ordersApi.util.invalidateTags([
              'AdminOrders',
              'Overview',
              { type: 'AdminOrder', id: event.order.id },
            ]),
          );
        }
      }),
    [dispatch, lang, t],
  );
  useEffect(
    () => onReconnected(() => dispatch(ordersApi.util.invalidateTags(['AdminOrders', 'Overview']))),
    [dispatch],
  );
  useUnseenInTitle();
  return (
    <Panel aria-labelledby="live-orders" data-testid="live-orders">
      <h2 id="live-orders">{t('live.title')}</h2>
      <p data-testid="live-status" data-connection={connection}>
        {t(`live.${connection}`)}
      </p>
      <SoundChoice />
      <VisuallyHidden aria-live="polite" data-testid="live-announcement">
        {announcement}
      </VisuallyHidden>
    </Panel>
  );
}
