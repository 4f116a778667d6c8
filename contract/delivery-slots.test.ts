import { describe, expect, it } from 'vitest';
import { addDays, checkSlot, clockMinutes, deliveryDays, firstSlot, formatClock, type SlotSchedule } from './delivery-slots';

const everyDay = (from: string, to: string) =>
  (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((day) => ({ day, from, to }));

const schedule = (over: Partial<SlotSchedule> = {}): SlotSchedule => ({
  workingDays: everyDay('09:00', '12:00'),
  closedDates: [],
  timezone: 'America/Bogota',
  deliveryTime: { to: 40, type: 'minute' },
  ...over,
});

/** Wednesday 2026-11-25 at `hh:mm` in Bogotá (UTC−5, no daylight saving). */
const bogota = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00-05:00`);

describe('delivery days (contract §5.6)', () => {
  it('lists 7 days from today on the shop calendar, whatever the server zone', () => {
    // 02:00 UTC on the 26th is still the 25th in Bogotá.
    const days = deliveryDays(schedule(), new Date('2026-11-26T02:00:00Z'));
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01',
    ]);
    expect(days[0]!.weekday).toBe('wednesday');
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('offers every 30 minutes from opening to closing, the last one hidden, labelled with the estimate', () => {
    const tomorrow = deliveryDays(schedule(), bogota('08:00'))[1]!;
    expect(tomorrow.slots.map((s) => s.start)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(tomorrow.slots[0]!.label).toBe('09:00 - 09:40');
  });

  it('counts an estimate in hours as 60 minutes each, wrapping past midnight', () => {
    const days = deliveryDays(schedule({ workingDays: everyDay('22:00', '23:59'), deliveryTime: { to: '2', type: 'hour' } }), bogota('08:00'));
    expect(days[1]!.slots.map((s) => s.label)).toEqual(['22:00 - 00:00', '22:30 - 00:30', '23:00 - 01:00']);
  });

  it('starts today at max(opening, now + 30 min truncated to the hour)', () => {
    expect(deliveryDays(schedule(), bogota('08:10'))[0]!.slots[0]!.start).toBe('09:00');
    expect(deliveryDays(schedule(), bogota('09:40'))[0]!.slots.map((s) => s.start)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(deliveryDays(schedule(), bogota('09:20'))[0]!.slots[0]!.start).toBe('09:00');
  });

  it('disables today once no slot is left, and days without hours, disabled days and closed dates', () => {
    const days = deliveryDays(
      schedule({
        workingDays: everyDay('09:00', '12:00').map((d) =>
          d.day === 'friday' ? { ...d, disabled: true } : d).filter((d) => d.day !== 'saturday'),
        closedDates: ['2026-11-26'],
      }),
      bogota('11:45'),
    );
    expect(days.map((d) => [d.weekday, d.disabled])).toEqual([
      ['wednesday', true], ['thursday', true], ['friday', true], ['saturday', true],
      ['sunday', false], ['monday', false], ['tuesday', false],
    ]);
    expect(days[0]!.slots).toEqual([]);
    expect(firstSlot(days)).toEqual({ date: '2026-11-29', time: '09:00' });
  });

  it('runs a night shift or an all-day schedule to the end of the day', () => {
    expect(deliveryDays(schedule({ workingDays: everyDay('18:00', '02:00') }), bogota('08:00'))[1]!.slots.at(-1)!.start).toBe('23:30');
    const allDay = deliveryDays(schedule({ workingDays: everyDay('00:00', '00:00') }), bogota('08:00'))[1]!;
    expect(allDay.slots[0]!.start).toBe('00:00');
    expect(allDay.slots).toHaveLength(48);
  });

  it('treats malformed hours as a closed day', () => {
    expect(deliveryDays(schedule({ workingDays: everyDay('9am', '12:00') }), bogota('08:00')).every((d) => d.disabled)).toBe(true);
    expect(firstSlot(deliveryDays(schedule({ workingDays: [] }), bogota('08:00')))).toBeNull();
  });
});

describe('checkSlot', () => {
  const now = bogota('10:10');
  it('accepts an offered slot, also written HH-mm', () => {
    expect(checkSlot(schedule(), now, '2026-11-25', '11:00')).toBe('ok');
    expect(checkSlot(schedule(), now, '2026-11-26', '09-30')).toBe('ok');
  });
  it('names a closed day apart from a time that is not offered', () => {
    expect(checkSlot(schedule({ closedDates: ['2026-11-26'] }), now, '2026-11-26', '09:30')).toBe('closed-day');
    expect(checkSlot(schedule(), now, '2026-11-25', '09:30')).toBe('no-slot'); // too soon
    expect(checkSlot(schedule(), now, '2026-11-25', '10:00')).toBe('ok'); // (10:10 + 30 min) truncated to the hour
    expect(checkSlot(schedule(), now, '2026-11-25', '11:30')).toBe('ok');
    expect(checkSlot(schedule(), now, '2026-11-25', '12:00')).toBe('no-slot'); // closing: hidden
    expect(checkSlot(schedule(), now, '2026-11-24', '09:00')).toBe('no-slot'); // yesterday
    expect(checkSlot(schedule(), now, '2026-12-02', '09:00')).toBe('no-slot'); // beyond the 7 days
    expect(checkSlot(schedule(), now, '2026-11-26', '25:00')).toBe('no-slot');
  });
});

describe('checkSlot: any minute in the window, not only the grid (issue #22)', () => {
  const now = bogota('10:10');
  it('accepts an off-grid time from the earliest allowed time up to closing', () => {
    expect(checkSlot(schedule(), now, '2026-11-26', '09:15')).toBe('ok');
    expect(checkSlot(schedule(), now, '2026-11-26', '09:00')).toBe('ok'); // opening
    expect(checkSlot(schedule(), now, '2026-11-26', '11:59')).toBe('ok'); // a minute before closing
    expect(checkSlot(schedule(), now, '2026-11-25', '10:05')).toBe('ok'); // earliest today is 10:00
    expect(checkSlot(schedule(), now, '2026-11-25', '11:25')).toBe('ok');
  });
  it('refuses a time before the earliest allowed one, before opening, or at or after closing', () => {
    expect(checkSlot(schedule(), now, '2026-11-25', '09:59')).toBe('no-slot'); // too soon today
    expect(checkSlot(schedule(), now, '2026-11-26', '08:59')).toBe('no-slot'); // before opening
    expect(checkSlot(schedule(), now, '2026-11-26', '12:00')).toBe('no-slot'); // closing
    expect(checkSlot(schedule(), now, '2026-11-26', '12:01')).toBe('no-slot');
    expect(checkSlot(schedule(), now, '2026-11-26', '9:15')).toBe('no-slot'); // not HH:mm
  });
  it('keeps a closed day closed, and a day with no slot left as closed', () => {
    expect(checkSlot(schedule({ closedDates: ['2026-11-26'] }), now, '2026-11-26', '09:15')).toBe('closed-day');
    // At 11:45 the earliest start is 12:00, closing: today has no slot left.
    expect(checkSlot(schedule(), bogota('11:45'), '2026-11-25', '11:50')).toBe('closed-day');
  });
});

describe('clock helpers', () => {
  it('reads and writes HH:mm', () => {
    expect(clockMinutes('09-30')).toBe(570);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockMinutes('24:01')).toBeNull();
    expect(formatClock(1500)).toBe('01:00');
    expect(addDays('2026-12-31', 1)).toEqual({ date: '2027-01-01', weekday: 'friday' });
  });
});
