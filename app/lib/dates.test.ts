import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatLocalDate, formatLocalDateTime } from './dates';

describe('dates', () => {
  it('prints DD.MM.YYYY, HH:mm in the given time zone', () => {
    expect(formatDateTime('2026-11-25T02:05:00Z', 'America/Bogota')).toBe('24.11.2026, 21:05');
    expect(formatDateTime('2026-11-25T02:05:00Z', 'UTC')).toBe('25.11.2026, 02:05');
  });

  it('turns a calendar date around without moving it a day', () => {
    expect(formatCalendarDate('2026-01-09')).toBe('09.01.2026');
  });

  it("writes other dates the page language's way, Latin digits, 24-hour, in the shop's zone", () => {
    expect(formatLocalDateTime('2026-11-25T02:05:00Z', 'America/Bogota', 'es')).toBe('24 nov 2026, 21:05');
    expect(formatLocalDateTime('2026-11-25T02:05:00Z', 'UTC', 'en')).toBe('Nov 25, 2026, 02:05');
    expect(formatLocalDateTime('2026-11-25T02:05:00Z', 'UTC', 'ar')).toMatch(/^25 نوفمبر 2026.*02:05$/);
    expect(formatLocalDate('2026-01-09', 'es')).toBe('9 ene 2026');
    expect(formatLocalDate('2026-01-09', 'ar')).toBe('9 يناير 2026');
    expect(formatLocalDate('2026-01-09', 'en')).toBe('Jan 9, 2026');
  });
});
