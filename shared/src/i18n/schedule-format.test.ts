import { timeOfDay, weekdayNames } from './schedule-format';

describe('schedule formats', () => {
  it('name the weekdays in the page language, Monday first', () => {
    expect(Object.keys(weekdayNames('en-US'))[0]).toBe('MONDAY');
    expect(weekdayNames('pl-PL').MONDAY).toBe('poniedziałek');
    expect(weekdayNames('uk-UA').SUNDAY).toBe('неділя');
    expect(weekdayNames('ru-RU').FRIDAY).toBe('пятница');
  });

  it('write a time of day as the locale does, and midnight at the end as 24:00', () => {
    expect(timeOfDay(540, 'en-US')).toMatch(/^9:00\sAM$/);
    expect(timeOfDay(1230, 'pl-PL')).toBe('20:30');
    expect(timeOfDay(1440, 'uk-UA')).toBe('24:00');
  });
});
