import { describe, expect, it } from 'vitest';
import { contrastWithWhite, readableColor } from './readable-color.ts';

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('readableColor', () => {
  it.each(['#3B82F6', '#3b82f6', '#db2777', '#16a34a', '#ffff00', '#ffffff', '#ea580c'])(
    'darkens %s until white text reaches 4.5:1',
    (c) => {
      const out = readableColor(c);
      expect(out).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(rgb(out))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps colours that already pass', () => {
    expect(readableColor('#1e40af')).toBe('#1e40af');
    expect(readableColor('#000')).toBe('#000000');
  });

  it('leaves what it cannot parse untouched', () => {
    expect(readableColor('rebeccapurple')).toBe('rebeccapurple');
  });
});
