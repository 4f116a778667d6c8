import { describe, expect, it } from 'vitest';
import { isShopOpenAt, localTime, parseClock, previousDate, type DaySchedule, type ShopSchedule } from './shop-hours';

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

function schedule(overrides: Partial<ShopSchedule> & { hours?: Partial<Record<DaySchedule['day'], [string, string] | 'off'>> } = {}): ShopSchedule {
  const { hours = {}, ...rest } = overrides;
  return {
    open: true,
    timezone: 'America/Bogota',
    closedDates: [],
    workingDays: WEEK.map((day) => {
      const span = hours[day] ?? ['09:00', '18:00'];
      return span === 'off' ? { day, from: '09:00', to: '18:00', disabled: true } : { day, from: span[0], to: span[1], disabled: false };
    }),
    ...rest,
  };
}

// 2026-03-02 is a Monday. Bogotá is UTC−5 all year (no daylight saving).
const bogota = (local: string) => new Date(`${local}-05:00`);

describe('parseClock', () => {
  it('reads HH:mm and the HH-mm variant of contract §1.10', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('09-30')).toBe(570);
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('24:00')).toBe(1440);
  });
  it('refuses malformed times instead of guessing', () => {
    for (const bad of ['9:30', '25:00', '24:01', '12:60', '', 'noon', '12:3']) expect(parseClock(bad)).toBeNull();
  });
});

describe('localTime', () => {
  it('reads the wall clock of the given zone, not the server’s', () => {
    const instant = new Date('2026-03-02T03:30:00Z');
    expect(localTime(instant, 'America/Bogota')).toEqual({ date: '2026-03-01', weekday: 'sunday', minutes: 22 * 60 + 30 });
    expect(localTime(instant, 'Asia/Tokyo')).toEqual({ date: '2026-03-02', weekday: 'monday', minutes: 12 * 60 + 30 });
    expect(localTime(new Date('2026-03-02T00:00:00Z'), 'UTC').minutes).toBe(0);
  });
  it('steps back over month and year ends', () => {
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
    expect(previousDate('2024-03-01')).toBe('2024-02-29');
    expect(previousDate('2026-01-01')).toBe('2025-12-31');
  });
});

describe('isShopOpenAt', () => {
  it('is open within the day’s hours, inclusive of the closing minute', () => {
    const s = schedule();
    expect(isShopOpenAt(s, bogota('2026-03-02T08:59'))).toBe(false);
    expect(isShopOpenAt(s, bogota('2026-03-02T09:00'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-02T18:00'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-02T18:01'))).toBe(false);
  });

  it('is closed when the seller switched the shop off, whatever the hours', () => {
    expect(isShopOpenAt(schedule({ open: false }), bogota('2026-03-02T12:00'))).toBe(false);
  });

  it('is closed on a disabled weekday and on a closed date', () => {
    expect(isShopOpenAt(schedule({ hours: { monday: 'off' } }), bogota('2026-03-02T12:00'))).toBe(false);
    expect(isShopOpenAt(schedule({ closedDates: ['2026-03-02'] }), bogota('2026-03-02T12:00'))).toBe(false);
    expect(isShopOpenAt(schedule({ closedDates: ['2026-03-03'] }), bogota('2026-03-02T12:00'))).toBe(true);
  });

  it('around midnight: 23:59 closes at midnight, 00:00 opens at midnight', () => {
    const s = schedule({ hours: { monday: ['00:00', '23:59'], tuesday: ['10:00', '20:00'] } });
    expect(isShopOpenAt(s, bogota('2026-03-02T00:00'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-02T23:59'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-03T00:00'))).toBe(false);
  });

  it('a shift past midnight stays open into the next calendar day, until its closing time', () => {
    const s = schedule({ hours: { friday: ['18:00', '02:00'], saturday: 'off' } });
    expect(isShopOpenAt(s, bogota('2026-03-06T23:30'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-07T01:59'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-07T02:01'))).toBe(false);
    expect(isShopOpenAt(s, bogota('2026-03-06T17:00'))).toBe(false);
    // Friday a holiday: no Friday night, so nothing spills into Saturday either.
    expect(isShopOpenAt({ ...s, closedDates: ['2026-03-06'] }, bogota('2026-03-07T01:00'))).toBe(false);
  });

  it('treats equal opening and closing times as open all day', () => {
    const s = schedule({ hours: { monday: ['00:00', '00:00'] } });
    expect(isShopOpenAt(s, bogota('2026-03-02T03:00'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-02T23:59'))).toBe(true);
  });

  it('accepts HH-mm hours', () => {
    const s = schedule({ hours: { monday: ['09-00', '18-00'] } });
    expect(isShopOpenAt(s, bogota('2026-03-02T12:00'))).toBe(true);
    expect(isShopOpenAt(s, bogota('2026-03-02T19:00'))).toBe(false);
  });

  it('a day with malformed hours is closed', () => {
    expect(isShopOpenAt(schedule({ hours: { monday: ['9am', '6pm'] } }), bogota('2026-03-02T12:00'))).toBe(false);
  });

  it('judges by the shop’s time zone: the same instant differs between Bogotá and Tokyo', () => {
    // Monday 12:00 in Bogotá is Tuesday 02:00 in Tokyo.
    const instant = bogota('2026-03-02T12:00');
    expect(isShopOpenAt(schedule(), instant)).toBe(true);
    expect(isShopOpenAt(schedule({ timezone: 'Asia/Tokyo' }), instant)).toBe(false);
    // And its closed dates are on its own calendar: Tuesday in Tokyo.
    const tokyoNight = schedule({ timezone: 'Asia/Tokyo', hours: { tuesday: ['00:00', '03:00'] } });
    expect(isShopOpenAt(tokyoNight, instant)).toBe(true);
    expect(isShopOpenAt({ ...tokyoNight, closedDates: ['2026-03-02'] }, instant)).toBe(true);
    expect(isShopOpenAt({ ...tokyoNight, closedDates: ['2026-03-03'] }, instant)).toBe(false);
  });
});
