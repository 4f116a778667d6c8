import { describe, expect, it } from 'vitest';
import { shopWeekDay, weekDayName, weekHours } from './shop-hours';

describe('shop hours', () => {
  it('reads today in the shop time zone, not the server one', () => {
    // 03:00 UTC on a Tuesday is still Monday evening in Bogotá (UTC-5).
    const now = new Date('2026-11-24T03:00:00Z');
    expect(shopWeekDay(now, 'UTC')).toBe('tuesday');
    expect(shopWeekDay(now, 'America/Bogota')).toBe('monday');
    expect(shopWeekDay(now, 'Not/AZone')).toBe('tuesday');
  });

  it('lists Monday to Sunday, closing missing and disabled days and normalising HH-mm', () => {
    const week = weekHours([
      { id: 1, day: 'sunday', from: '10-00', to: '20-00', disabled: false },
      { id: 2, day: 'monday', from: '11:00', to: '22:00', disabled: false },
      { id: 3, day: 'tuesday', from: '11:00', to: '22:00', disabled: true },
    ]);
    expect(week.map((d) => d.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(week[0]!.hours).toEqual({ from: '11:00', to: '22:00' });
    expect(week[1]!.hours).toBeNull();
    expect(week[2]!.hours).toBeNull();
    expect(week[6]!.hours).toEqual({ from: '10:00', to: '20:00' });
  });

  it('names days in the page language', () => {
    expect(weekDayName('monday', 'en')).toBe('Monday');
    expect(weekDayName('sunday', 'es')).toBe('domingo');
  });
});
