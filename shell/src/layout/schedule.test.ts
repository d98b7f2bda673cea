import { DEFAULT_PUBLIC_STORE, type StoreSchedule } from '@storefront/shared';
import { formatMinutes, isOpenAt, zonedNow } from './schedule';

const schedule: StoreSchedule = {
  ...DEFAULT_PUBLIC_STORE.schedule,
  MONDAY: { isActive: true, timeInterval: { startTime: 540, endTime: 1080 } },
};

describe('opening hours in the shop time zone', () => {
  it('reads the weekday and time in the zone, not in UTC', () => {
    // 07:30 UTC on Monday 2 November 2026 is 08:30 in Warsaw and 09:30 in Kyiv.
    const instant = new Date('2026-11-02T07:30:00Z');
    expect(zonedNow('Europe/Warsaw', instant)).toEqual({ day: 'MONDAY', minutes: 510 });
    expect(zonedNow('Europe/Kyiv', instant)).toEqual({ day: 'MONDAY', minutes: 570 });
  });

  it('is open between the start and the end of an active day', () => {
    expect(isOpenAt(schedule, 'Europe/Warsaw', new Date('2026-11-02T07:30:00Z'))).toBe(false);
    expect(isOpenAt(schedule, 'Europe/Warsaw', new Date('2026-11-02T08:00:00Z'))).toBe(true);
    expect(isOpenAt(schedule, 'Europe/Warsaw', new Date('2026-11-02T16:59:00Z'))).toBe(true);
    expect(isOpenAt(schedule, 'Europe/Warsaw', new Date('2026-11-02T17:00:00Z'))).toBe(false);
  });

  it('is closed on inactive days whatever the hours (the default schedule)', () => {
    expect(
      isOpenAt(DEFAULT_PUBLIC_STORE.schedule, 'Europe/Warsaw', new Date('2026-11-02T10:00:00Z')),
    ).toBe(false);
  });

  it('formats minutes as a 24-hour clock', () => {
    expect(formatMinutes(540)).toBe('09:00');
    expect(formatMinutes(1440)).toBe('24:00');
  });
});
