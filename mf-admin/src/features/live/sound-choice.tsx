import { Button } from '@storefront/shared';
import { NOTIFICATION_SOUNDS, type NotificationSound } from '@storefront/shared/admin';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveStaffPreferencesMutation } from '../../api/admin-api';
import { useStaff } from '../access/use-staff';
import { Control, Hint } from '../orders/controls';
import { playSound, unlockAudio, useAudioReady } from './sounds';

// The side column is narrow: a button whose word does not fit beside the choice ("Прослухати")
// goes under it rather than over the page beside the column.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem;
  select {
    flex: 1 1 6rem;
    min-width: 0;
  }
`;

/**
 * The staff member's sound of a new order (or none), saved with their account
 * (`PUT admin/session/preferences`), with a button to hear it (which also lets the browser play
 * sounds: they need a gesture first).
 */
export function SoundChoice() {
  const { t } = useTranslation('admin');
  const id = useId();
  const { session } = useStaff();
  const [save, { isLoading }] = useSaveStaffPreferencesMutation();
  const ready = useAudioReady();
  const sound = session?.preferences.sound ?? null;
  const hear = () => {
    unlockAudio();
    if (sound) playSound(sound);
  };
  return (
    <div>
      <Row>
        <Control>
          {t('live.sound')}
          <select
            value={sound ?? ''}
            disabled={!session || isLoading}
            data-testid="sound-choice"
            onChange={(event) => {
              const next = (event.target.value || null) as NotificationSound | null;
              void save({ sound: next });
              unlockAudio();
              if (next) playSound(next);
            }}
          >
            <option value="">{t('live.none')}</option>
            {NOTIFICATION_SOUNDS.map((name) => (
              <option key={name} value={name}>
                {t(`live.sounds.${name}`)}
              </option>
            ))}
          </select>
        </Control>
        <Button
          type="button"
          $variant="ghost"
          disabled={!sound}
          aria-describedby={`${id}-state`}
          data-testid="sound-play"
          onClick={hear}
        >
          {t('live.play')}
        </Button>
      </Row>
      {sound && !ready && (
        <Hint id={`${id}-state`} data-testid="sound-locked">
          {t('live.audio_locked')}
        </Hint>
      )}
    </div>
  );
}
