import { describe, expect, it } from 'vitest';
import { sessionContextOf } from './clients.ts';

describe('the console context of a business', () => {
  it.each([
    ['Coffee roaster', 'food_drink'],
    ['Coffee shop', 'food_drink'],
    ['Bakery with custom cakes', 'food_drink'],
    ['fashion_retail', 'fashion_retail'],
    ['Clothing boutique', 'fashion_retail'],
    ['Bike shop', 'general'],
    ['Print shop', 'general'],
    ['real_estate', 'real_estate'],
    ['Dental practice', 'medical'],
  ])('%s is %s', (industry, context) => {
    expect(sessionContextOf(industry)).toBe(context);
  });
});
