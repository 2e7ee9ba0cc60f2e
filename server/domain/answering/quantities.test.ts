import { describe, expect, it } from 'vitest';
import {
  admits,
  askedFigure,
  comparison,
  sameKind,
  statedLimits,
  statedQuantities,
  within,
} from './quantities.ts';

describe('quantities', () => {
  it('reads ages, head counts and measures a visitor states', () => {
    expect(statedQuantities('can my 10 yr old ride free?')).toMatchObject([{ value: 10, unit: 'age' }]);
    expect(statedQuantities('we are a team of 4')).toMatchObject([{ value: 4, unit: 'person' }]);
    expect(statedQuantities('is a 25kg bag ok')).toMatchObject([{ value: 25, unit: 'kg' }]);
    expect(statedQuantities('my son is 15 - can he ride')).toMatchObject([{ value: 15, unit: 'age' }]);
    expect(statedQuantities('my son is 15 minutes away')).toMatchObject([{ value: 15, unit: 'minut' }]);
  });

  it('reads the limits a sentence states', () => {
    expect(statedLimits('Children under 12 ride free.')).toMatchObject([{ op: '<', value: 12, unit: 'age' }]);
    expect(statedLimits('Each plan has up to 5 seats.')).toMatchObject([
      { op: '<=', value: 5, unit: 'person' },
    ]);
    expect(statedLimits('Bags over 23 kg cost $40 extra.')).toMatchObject([
      { op: '>', value: 23, unit: 'kg' },
    ]);
    expect(statedLimits('Guests 18 and over only.')).toMatchObject([{ op: '>=', value: 18, unit: '' }]);
    expect(statedLimits('We have 12 bikes.')).toMatchObject([]);
  });

  it('reads a range as its two ends and a capacity as a head count', () => {
    expect(statedLimits('Medium (10 to 25kg): full groom £48.')).toMatchObject([
      { op: '>=', value: 10, unit: 'kg' },
      { op: '<=', value: 25, unit: 'kg' },
    ]);
    expect(statedLimits('Kids aged 5–11 ride for £5.')).toMatchObject([
      { op: '>=', value: 5, unit: 'age' },
      { op: '<=', value: 11, unit: 'age' },
    ]);
    expect(statedLimits('Offices for between 2 and 4 people.')).toMatchObject([
      { op: '>=', value: 2, unit: 'person' },
      { op: '<=', value: 4, unit: 'person' },
    ]);
    expect(statedLimits('The Forge: seats 8, $35 per hour.')).toMatchObject([
      { op: '<=', value: 8, unit: 'person' },
    ]);
    // Hours of the day, prices and a list of sizes are no range of a quantity.
    expect(statedLimits('Open 9am to 5pm.')).toMatchObject([]);
    expect(statedLimits('Rooms cost $10-$20.')).toMatchObject([]);
    expect(statedLimits('We sell 1 and 2 bedroom condos.')).toMatchObject([]);
  });

  it("tells which row of a banded list a visitor's figure falls in, and says so", () => {
    const lab = 'My lab is about 30 kilos, what would a full groom cost?';
    const kilos = askedFigure(lab);
    const six = askedFigure('a room for 6 people');
    expect(kilos).toEqual({ value: 30, unit: 'kg' });
    expect(askedFigure('is a 6 person room bigger than a 4 person one')).toBeNull();
    expect(kilos && admits(kilos, 'Small (up to 10kg): full groom £38.')).toBe(false);
    expect(kilos && admits(kilos, 'Large (25 to 40kg): full groom £62.')).toBe(true);
    expect(kilos && admits(kilos, 'Every groom includes a bath.')).toBeNull();
    expect(six && admits(six, 'The Forge: seats 8.')).toBe(true);
    expect(comparison(lab, 'Large (25 to 40kg): full groom £62.')).toBe('30 kg is within 25 to 40 kg.');
    expect(comparison(lab, 'Medium (10 to 25kg): full groom £48.')).toBe('30 kg is outside 10 to 25 kg.');
    expect(comparison('a room for 6 people', 'The Forge: seats 8.')).toBe(
      'A group of 6 is within the limit of 8.',
    );
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

  it('reads one measure however its unit is spelled, and compares across units of a kind', () => {
    const rv = askedFigure('Will a 38 ft motorhome fit on one of your sites?');
    expect(rv).toEqual({ value: 38, unit: 'ft' });
    expect(rv && admits(rv, 'Standard RV sites fit rigs up to 34 feet.')).toBe(false);
    expect(rv && admits(rv, 'Full-hookup sites fit rigs up to 42 feet.')).toBe(true);
    expect(comparison('Will a 38 ft motorhome fit?', 'Sites fit rigs up to 42 feet.')).toBe(
      '38 ft is within the limit of 42.',
    );
    const [pounds] = statedQuantities('my dog weighs 50 pounds');
    const [kilos] = statedLimits('Dogs over 20 kg pay the large rate.');
    expect(pounds && kilos && sameKind(pounds, kilos) && within(pounds, kilos)).toBe(true);
    // Words it could read as units stay words: "9 am" is no attometre, "10 in stock" no inch.
    expect(statedQuantities('we have 10 in stock')).toMatchObject([]);
    expect(statedQuantities('my 3 kids')).toMatchObject([{ value: 3, unit: 'kid' }]);
  });

  it("says how a visitor's figure compares with a stated limit, times of day included", () => {
    // Counted words are said as written, never as their stems ("10 dai").
    expect(comparison('we cancel 10 days before', 'Between 7 and 14 days before we keep half.')).toBe(
      '10 days is within 7 to 14 days.',
    );
    expect(comparison("i'm 16 weeks along", "From 14 weeks of pregnancy, with your midwife's OK.")).toBe(
      '16 weeks meets the minimum of 14 weeks.',
    );
    expect(comparison('can my 10 yr old ride free?', 'Children under 12 ride free.')).toBe(
      'Age 10 is under 12.',
    );
    expect(comparison('my son is 15, can he take out an e-bike', 'E-bike riders must be 16 or over.')).toBe(
      'Age 15 is below the minimum of 16.',
    );
    expect(comparison('my team of 6, will the plan do', 'Each plan has up to 5 seats.')).toBe(
      'A group of 6 is over the limit of 5.',
    );
    expect(comparison('we are arriving at midnight, ok?', 'Late check-in after 10pm uses the key box.')).toBe(
      'Midnight is after 10pm.',
    );
    expect(comparison('can we bring the bikes back at 6pm', 'Hire bikes must be back by 5pm.')).toBe(
      '6pm is after 5pm.',
    );
    expect(comparison('is 7:30 too early for breakfast', 'Breakfast is served from 8am.')).toBe(
      '7:30am is before 8am.',
    );
    expect(comparison('can i view at 7:30 in the evening', 'Viewings run from 9 AM to 6 PM.')).toBe(
      '7:30pm is outside 9am to 6pm.',
    );
    expect(comparison('can i come at 11am', 'Open 9 AM to 6 PM.')).toBe('11am is within 9am to 6pm.');
    // Without am or pm, the reading nearer the hours asked against: after work is the evening.
    expect(comparison('i finish at 5:30 on fridays, can i come after', 'Friday: 8am to 4pm.')).toBe(
      '5:30pm is outside 8am to 4pm.',
    );
    expect(comparison('can i drop in at 4:15', 'Open 9am to 6pm.')).toBe('4:15pm is within 9am to 6pm.');
    expect(comparison('can i drop in at 9:15', 'Open 9am to 6pm.')).toBe('9:15am is within 9am to 6pm.');
    expect(comparison('is 5:30 in the morning too early', 'Open 9am to 6pm.')).toBe(
      '5:30am is outside 9am to 6pm.',
    );
    // No figure asked about, or no limit of that kind stated: nothing to compare.
    expect(comparison('do kids ride free?', 'Children under 12 ride free.')).toBeNull();
    expect(comparison('can my 10 yr old come', 'Bags over 23 kg cost $40 extra.')).toBeNull();
  });
});
