import {
  LANGUAGE_LOCALES,
  WEEKDAYS,
  weekdayNames,
  type PageProps,
  type StoreSchedule,
  type Weekday,
} from '@storefront/shared';
import {
  formatTimeOfDay,
  scheduleFormSchema,
  type ScheduleFormValues,
} from '@storefront/shared/admin';
import { useTranslation } from 'react-i18next';
import {
  settingsApi,
  useGetScheduleSettingsQuery,
  useSaveScheduleSettingsMutation,
} from '../../api/settings-api';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { sectionOf } from '../../features/frame/sections';
import { useShop } from '../../features/shop/use-shop';
import { AdminQueryState } from '../../features/ui/admin-query-state';
import { DayFields } from './schedule-day-fields';
import { SectionForm } from './section-form';

const section = sectionOf('admin-settings-schedule');

/** The week as the form holds it: times of day typed ("09:00"). */
const valuesOf = (schedule: StoreSchedule): ScheduleFormValues =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      {
        isActive: schedule[day].isActive,
        timeInterval: {
          startTime: formatTimeOfDay(schedule[day].timeInterval.startTime),
          endTime: formatTimeOfDay(schedule[day].timeInterval.endTime),
        },
      },
    ]),
  ) as ScheduleFormValues;

/** The week's opening hours, saved together from the version they were read at. */
function ScheduleSettingsPage({ lang }: PageProps) {
  const { t } = useTranslation('admin');
  const settings = useGetScheduleSettingsQuery();
  const [save] = useSaveScheduleSettingsMutation();
  const { zone } = useShop(lang);
  const names = weekdayNames(LANGUAGE_LOCALES[lang]);
  // `FRIDAY.timeInterval.endTime` as "Friday: closes".
  const fieldName = (field: string) => {
    const [day, part, time] = field.split('.');
    const what = part === 'isActive' ? 'open' : time === 'startTime' ? 'opens' : 'closes';
    return `${names[day as Weekday] ?? day}: ${t(`settings_schedule.${what}`)}`;
  };
  return (
    <AdminFrame section={section} lang={lang} title={t('nav.settings_schedule')}>
      <AdminQueryState query={settings}>
        {(view) => (
          <SectionForm
            view={view}
            lang={lang}
            schema={scheduleFormSchema}
            valuesOf={valuesOf}
            save={save}
            reload={settings.refetch}
            texts="settings_schedule"
            fieldName={fieldName}
            testId="schedule-settings"
          >
            <p>{t('settings_schedule.zone', { zone })}</p>
            {WEEKDAYS.map((day) => (
              <DayFields key={day} day={day} name={names[day]} zone={zone} />
            ))}
          </SectionForm>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** The week's opening hours: the owner's and the administrators'. */
export const scheduleSettingsPage = adminPage(section, ScheduleSettingsPage, ({ dispatch }) => {
  void dispatch(settingsApi.util.prefetch('getScheduleSettings', undefined, {}));
});
