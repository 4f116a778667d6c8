import { describe, expect, it } from 'vitest';
import { statFigure } from './stat-figure';

describe('statFigure', () => {
  it('shows small counts as they are', () => {
    expect(statFigure(0, 'en')).toBe('0');
    expect(statFigure(24, 'en')).toBe('24');
  });

  it('rounds larger counts down to hundreds and shortens them in the language, with Latin digits', () => {
    expect(statFigure(199, 'en')).toBe('100+');
    expect(statFigure(1_250, 'en')).toBe('1.2K+');
    expect(statFigure(2_345_678, 'en')).toBe('2.3M+');
    expect(statFigure(12_345, 'es')).toMatch(/^12,3\smil\+$/);
    expect(statFigure(1_250, 'ar')).toMatch(/^[\d.,٫\s]+\D*\+$/);
    expect(statFigure(1_250, 'ar')).not.toMatch(/[٠-٩]/);
  });
});
