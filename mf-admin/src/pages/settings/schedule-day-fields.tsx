import type { Weekday } from '@storefront/shared';
import type { ScheduleFormValues } from '@storefront/shared/admin';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../features/discounts/form-fields';
import { CheckLabel, FieldGroup } from '../../features/ui/form-parts';

/** One day: open or closed, and from when to when in the shop's time zone. */
export function DayFields({ day, name, zone }: { day: Weekday; name: string; zone: string }) {
  const { t } = useTranslation('admin');
  const { register } = useFormContext<ScheduleFormValues>();
  const id = `schedule-${day}`;
  return (
    <FieldGroup data-testid={id} aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>{name}</legend>
      <CheckLabel>
        <input type="checkbox" {...register(`${day}.isActive`)} data-testid={`${id}-open`} />
        {t('settings_schedule.open')}
      </CheckLabel>
      <TextField<ScheduleFormValues>
        name={`${day}.timeInterval.startTime`}
        label={t('settings_schedule.opens')}
        hint={t('settings_schedule.time_hint', { zone })}
        testId={`${id}-opens`}
      />
      <TextField<ScheduleFormValues>
        name={`${day}.timeInterval.endTime`}
        label={t('settings_schedule.closes')}
        hint={t('settings_schedule.time_hint', { zone })}
        testId={`${id}-closes`}
      />
    </FieldGroup>
  );
}
