import { describe, expect, it } from 'vitest';
import { bookingDateRange, bookingRules, closedWeekdays, daySlots, firstOpenDate, isCalendarDate, reservationsOn, type BookingSchedule } from './slots';

// Bogotá is UTC−5 all year: 2026-03-02 is a Monday.
const TZ = 'America/Bogota';
const at = (wall: string) => new Date(`${wall}:00-05:00`);
const week = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const schedule = (over: Partial<BookingSchedule> = {}): BookingSchedule => ({
  timezone: TZ,
  workingDays: week.map((day) => ({ day, from: '12:00', to: '16:00', disabled: day === 'sunday' })),
  closedDates: ['2026-03-04'],
  ...over,
});
const rules = { stepMinutes: 30, leadHours: 0, lengthHours: 3 };
const slotsOf = (result: ReturnType<typeof daySlots>) => (result.kind === 'open' ? result.slots : result.kind);

describe('reservation slots (contract §5.8)', () => {
  it('runs from opening every step while before closing', () => {
    expect(slotsOf(daySlots(schedule(), rules, at('2026-03-01T08:00'), '2026-03-03'))).toEqual([
      '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30',
    ]);
  });

  it('uses the step setting', () => {
    expect(slotsOf(daySlots(schedule(), { ...rules, stepMinutes: 60 }, at('2026-03-01T08:00'), '2026-03-03'))).toEqual(['12:00', '13:00', '14:00', '15:00']);
  });

  it('has no slots on a disabled weekday or a closed date', () => {
    expect(daySlots(schedule(), rules, at('2026-03-01T08:00'), '2026-03-08').kind).toBe('closed'); // a Sunday
    expect(daySlots(schedule(), rules, at('2026-03-01T08:00'), '2026-03-04').kind).toBe('closed');
    expect(closedWeekdays(schedule())).toEqual(['sunday']);
  });

  it('today starts at (now + step) truncated to the hour and after now', () => {
    // 12:40 + 30 min = 13:10 → from 13:00.
    expect(slotsOf(daySlots(schedule(), rules, at('2026-03-02T12:40'), '2026-03-02'))).toEqual(['13:00', '13:30', '14:00', '14:30', '15:00', '15:30']);
    // 12:10 + 30 = 12:40 → 12:00, but 12:00 is past: from 12:30.
    expect(slotsOf(daySlots(schedule(), rules, at('2026-03-02T12:10'), '2026-03-02'))).toEqual(['12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30']);
  });

  it('keeps the lead time (reservation_before_time hours)', () => {
    expect(slotsOf(daySlots(schedule(), { ...rules, leadHours: 2 }, at('2026-03-02T11:00'), '2026-03-02'))).toEqual(['13:30', '14:00', '14:30', '15:00', '15:30']);
    // The lead reaches into the next day.
    const late = schedule({ workingDays: week.map((day) => ({ day, from: '00:00', to: '03:00', disabled: false })) });
    expect(slotsOf(daySlots(late, { ...rules, leadHours: 2 }, at('2026-03-02T23:30'), '2026-03-03'))).toEqual(['02:00', '02:30']);
  });

  it('leaves out slots that would overlap a booking of the table', () => {
    // A booking 14:00–17:00 with a 3 h hold and 30 min step blocks [11:30, 17:00).
    const taken = [{ start_date: '2026-03-03 14:00', end_date: '2026-03-03 17:00' }];
    expect(slotsOf(daySlots(schedule(), rules, at('2026-03-01T08:00'), '2026-03-03', taken))).toEqual([]);
    // A short booking 15:00–15:30 (end given) blocks [12:30, 15:30).
    const short = [{ start_date: '2026-03-03 15:00', end_date: '2026-03-03 15:30' }];
    expect(slotsOf(daySlots(schedule(), rules, at('2026-03-01T08:00'), '2026-03-03', short))).toEqual(['12:00', '15:30']);
    // Missing end: start + hold.
    const open = [{ start_date: '2026-03-03 15:30', end_date: null }];
    expect(slotsOf(daySlots(schedule(), { ...rules, lengthHours: 1 }, at('2026-03-01T08:00'), '2026-03-03', open))).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '14:30']);
    // A booking of another day changes nothing; a malformed entry is ignored.
    const other = [{ start_date: '2026-03-05 12:00', end_date: '2026-03-05 15:00' }, { start_date: 'soon', end_date: '' }];
    expect(slotsOf(daySlots(schedule(), rules, at('2026-03-01T08:00'), '2026-03-03', other))).toHaveLength(8);
  });

  it('closing at or before opening means midnight', () => {
    const night = schedule({ workingDays: week.map((day) => ({ day, from: '22:00', to: '00:00', disabled: false })) });
    expect(slotsOf(daySlots(night, rules, at('2026-03-01T08:00'), '2026-03-03'))).toEqual(['22:00', '22:30', '23:00', '23:30']);
  });

  it('refuses dates in the past, beyond 60 days, or malformed', () => {
    const now = at('2026-03-02T08:00');
    expect(daySlots(schedule(), rules, now, '2026-03-01').kind).toBe('out-of-range');
    expect(daySlots(schedule(), rules, now, '2026-05-01').kind).toBe('open'); // today + 60 days, a Friday
    expect(bookingDateRange(now, TZ)).toEqual({ min: '2026-03-02', max: '2026-05-01' });
    expect(daySlots(schedule(), rules, now, '2026-05-02').kind).toBe('out-of-range');
    expect(daySlots(schedule(), rules, now, '2026-02-30').kind).toBe('out-of-range');
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-03-02')).toBe(true);
  });

  it('finds the first day with a free slot', () => {
    // Sunday 2026-03-01 is off → Monday.
    expect(firstOpenDate(schedule(), rules, at('2026-03-01T08:00'))).toBe('2026-03-02');
    // Monday after closing → Tuesday.
    expect(firstOpenDate(schedule(), rules, at('2026-03-02T17:00'))).toBe('2026-03-03');
    expect(firstOpenDate(schedule({ workingDays: [] }), rules, at('2026-03-02T17:00'))).toBeNull();
  });

  it('reads the settings with defaults', () => {
    expect(bookingRules({})).toEqual({ stepMinutes: 30, leadHours: 0, lengthHours: 3 });
    expect(bookingRules({ reservation_time_durations: '15', reservation_before_time: '1', min_reservation_time: '2' })).toEqual({ stepMinutes: 15, leadHours: 1, lengthHours: 2 });
    expect(bookingRules({ reservation_time_durations: 'x', reservation_before_time: '-1', min_reservation_time: '0' })).toEqual({ stepMinutes: 30, leadHours: 0, lengthHours: 3 });
    expect(reservationsOn({ reservation_enable_for_user: '1' })).toBe(true);
    expect(reservationsOn({ reservation_enable_for_user: '0' })).toBe(false);
    expect(reservationsOn({})).toBe(false);
  });
});
