import type { StoreSchedule, Weekday } from '@storefront/shared';

// Formatters cost far more to make than to use; the footer asks on every render.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The weekday and minutes since midnight of an instant in a time zone. */
export function zonedNow(timeZone: string, now: Date): { day: Weekday; minutes: number } {
  const parts = clockIn(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toUpperCase() as Weekday;
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the shop is open at an instant, by its schedule in its own time zone. */
export function isOpenAt(schedule: StoreSchedule, timeZone: string, now: Date): boolean {
  const { day, minutes } = zonedNow(timeZone, now);
  const today = schedule[day];
  if (!today?.isActive) return false;
  return minutes >= today.timeInterval.startTime && minutes < today.timeInterval.endTime;
}

/** 540 → "09:00"; 1440 → "24:00". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
