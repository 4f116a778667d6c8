import { describe, expect, it } from 'vitest';
import { nextFreeTimes, nextTimesWindow, type TakenSpan } from './next-times';
import type { BookingRules, BookingSchedule } from './schedule';
import { zonedInstant } from './schedule';

const tz = 'Europe/Madrid';
const week = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const schedule = (over: Partial<BookingSchedule> = {}): BookingSchedule => ({
  timezone: tz,
  workingDays: week.map((day) => ({ day, from: '12:00', to: '14:00', disabled: false })),
  closedDates: [],
  ...over,
});
const rules: BookingRules = { stepMinutes: 30, leadHours: 0, lengthHours: 1 };
// Thursday 2026-11-26 09:00 in Madrid (UTC+1).
const now = new Date('2026-11-26T08:00:00Z');
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return zonedInstant(date, h * 60 + m, tz);
};
const span = (tableId: number, date: string, from: string, to: string): TakenSpan => ({ tableId, start: at(date, from), end: at(date, to) });

describe('nextFreeTimes', () => {
  it('answers the first three grid times of today on the shop clock', () => {
    expect(nextFreeTimes({ schedule: schedule(), rules, now, tableIds: [1], taken: [] }))
      .toEqual(['2026-11-26 12:00', '2026-11-26 12:30', '2026-11-26 13:00']);
  });

  it('skips times whose hold overlaps a booking on every table, keeps those one table has free', () => {
    const taken = [span(1, '2026-11-26', '12:00', '13:00'), span(2, '2026-11-26', '11:30', '12:45'), span(3, '2026-11-26', '12:00', '12:15')];
    // Table 3 is free from 12:15, so 12:30 (hold to 13:30) is the first free; 12:00 is taken on all.
    expect(nextFreeTimes({ schedule: schedule(), rules, now, tableIds: [1, 2, 3], taken }))
      .toEqual(['2026-11-26 12:30', '2026-11-26 13:00', '2026-11-26 13:30']);
    // Bookings of tables not listed (another shop's) do not count.
    expect(nextFreeTimes({ schedule: schedule(), rules, now, tableIds: [4], taken })[0]).toBe('2026-11-26 12:00');
  });

  it('skips the past, the lead time, disabled days and closed dates', () => {
    const lateNow = new Date('2026-11-26T12:10:00Z'); // 13:10 in Madrid
    expect(nextFreeTimes({ schedule: schedule(), rules, now: lateNow, tableIds: [1], taken: [], limit: 1 })).toEqual(['2026-11-26 13:30']);
    expect(nextFreeTimes({ schedule: schedule(), rules: { ...rules, leadHours: 4 }, now, tableIds: [1], taken: [], limit: 1 })).toEqual(['2026-11-26 13:00']);
    const s = schedule({
      workingDays: week.map((day) => ({ day, from: '12:00', to: '14:00', disabled: day === 'friday' })),
      closedDates: ['2026-11-26'],
    });
    expect(nextFreeTimes({ schedule: s, rules, now, tableIds: [1], taken: [], limit: 1 })).toEqual(['2026-11-28 12:00']);
  });

  it('looks 7 days ahead at most and answers nothing without tables', () => {
    const s = schedule({ workingDays: [{ day: 'thursday', from: '12:00', to: '14:00', disabled: false }], closedDates: ['2026-11-26'] });
    expect(nextFreeTimes({ schedule: s, rules, now, tableIds: [1], taken: [] })).toEqual([]);
    expect(nextFreeTimes({ schedule: schedule(), rules, now, tableIds: [], taken: [] })).toEqual([]);
  });

  it('follows the step and an overnight close', () => {
    const s = schedule({ workingDays: week.map((day) => ({ day, from: '22:00', to: '01:00', disabled: false })) });
    expect(nextFreeTimes({ schedule: s, rules: { ...rules, stepMinutes: 45 }, now, tableIds: [1], taken: [] }))
      .toEqual(['2026-11-26 22:00', '2026-11-26 22:45', '2026-11-26 23:30']);
  });

  it('reads bookings in a window covering the last day and its hold', () => {
    const w = nextTimesWindow(now, tz, rules);
    expect(w.from).toBe(now);
    expect(w.to.toISOString()).toBe('2026-12-03T00:00:00.000Z'); // 2026-12-03 00:00 Madrid + 1 h
  });
});
