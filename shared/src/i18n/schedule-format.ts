import { WEEKDAYS, type Weekday } from '../contracts/enums';
import { MINUTES_PER_DAY } from '../contracts/store';

// A formatter costs far more to make than to use (on a phone, a few milliseconds each), and a
// schedule shows fourteen times and seven days: each is made once per locale.
const weekdays = new Map<string, Record<Weekday, string>>();
const clocks = new Map<string, Intl.DateTimeFormat>();

/** Weekday names in a locale, Monday first. */
export function weekdayNames(locale: string): Record<Weekday, string> {
  let names = weekdays.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    names = Object.fromEntries(
      WEEKDAYS.map((day, index) => [day, format.format(new Date(Date.UTC(2024, 0, 1 + index)))]),
    ) as Record<Weekday, string>;
    weekdays.set(locale, names);
  }
  return names;
}

/** Minutes from midnight as the locale writes a time of day ("9:00 AM", "09:00"). */
export function timeOfDay(minutes: number, locale: string): string {
  if (minutes >= MINUTES_PER_DAY) return '24:00';
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    clocks.set(locale, clock);
  }
  return clock.format(new Date(Date.UTC(2024, 0, 1, 0, minutes)));
}
