import { describe, expect, it } from 'vitest';
import { sameKind, statedLimits, statedQuantities, within } from './quantities.ts';

describe('quantities', () => {
  it('reads ages, head counts and measures a visitor states', () => {
    expect(statedQuantities('can my 10 yr old ride free?')).toEqual([{ value: 10, unit: 'age' }]);
    expect(statedQuantities('we are a team of 4')).toEqual([{ value: 4, unit: 'person' }]);
    expect(statedQuantities('is a 25kg bag ok')).toEqual([{ value: 25, unit: 'kg' }]);
  });

  it('reads the limits a sentence states', () => {
    expect(statedLimits('Children under 12 ride free.')).toEqual([{ op: '<', value: 12, unit: 'age' }]);
    expect(statedLimits('Each plan has up to 5 seats.')).toEqual([{ op: '<=', value: 5, unit: 'person' }]);
    expect(statedLimits('Bags over 23 kg cost $40 extra.')).toEqual([{ op: '>', value: 23, unit: 'kg' }]);
    expect(statedLimits('Guests 18 and over only.')).toEqual([{ op: '>=', value: 18, unit: '' }]);
    expect(statedLimits('We have 12 bikes.')).toEqual([]);
  });

  it('compares a figure with a limit of the same kind', () => {
    const [age] = statedQuantities('a 10 yr old');
    const [limit] = statedLimits('Children under 12 ride free.');
    expect(age && limit && sameKind(age, limit) && within(age, limit)).toBe(true);
    const [team] = statedQuantities('my team of 6');
    const [seats] = statedLimits('Up to 5 seats.');
    expect(team && seats && sameKind(team, seats)).toBe(true);
    expect(team && seats && within(team, seats)).toBe(false);
    const [kg] = statedQuantities('a 25kg bag');
    expect(kg && seats && sameKind(kg, seats)).toBe(false);
  });
});
