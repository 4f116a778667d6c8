import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from './dates';

describe('dates', () => {
  it('prints DD.MM.YYYY, HH:mm in the given time zone', () => {
    expect(formatDateTime('2026-11-25T02:05:00Z', 'America/Bogota')).toBe('24.11.2026, 21:05');
    expect(formatDateTime('2026-11-25T02:05:00Z', 'UTC')).toBe('25.11.2026, 02:05');
  });

  it('turns a calendar date around without moving it a day', () => {
    expect(formatCalendarDate('2026-01-09')).toBe('09.01.2026');
  });
});
