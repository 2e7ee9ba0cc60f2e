import { describe, expect, it } from 'vitest';
import { readEmbedSettings } from './attributes.ts';

const read = (attrs: Record<string, string>) => readEmbedSettings((n) => attrs[n] ?? null);
const TOKEN = 'fd_live_abcdefghijklmnop';

describe('readEmbedSettings', () => {
  it('reads a production or a test token with optional look', () => {
    expect(read({ 'data-client-id': 'c-1', 'data-access-token': TOKEN })).toEqual({
      clientId: 'c-1',
      token: TOKEN,
    });
    expect(
      read({
        'data-client-id': 'c-1',
        'data-test-access-token': 'fd_test_abcdefghijk',
        'data-position': 'bottom-left',
        'data-primary-color': '#0a0',
      }),
    ).toEqual({
      clientId: 'c-1',
      token: 'fd_test_abcdefghijk',
      position: 'bottom-left',
      primaryColor: '#0a0',
    });
  });

  it('refuses unusable attributes with a reason', () => {
    expect(read({ 'data-access-token': TOKEN })).toBe('data-client-id');
    expect(read({ 'data-client-id': 'c"><img>', 'data-access-token': TOKEN })).toBe('data-client-id');
    expect(read({ 'data-client-id': 'c-1' })).toBe('data-access-token');
    expect(read({ 'data-client-id': 'c-1', 'data-access-token': 'short' })).toBe('data-access-token');
    expect(read({ 'data-client-id': 'c-1', 'data-access-token': TOKEN, 'data-position': 'top' })).toBe(
      'data-position',
    );
    expect(
      read({
        'data-client-id': 'c-1',
        'data-access-token': TOKEN,
        'data-primary-color': 'red;background:url(x)',
      }),
    ).toBe('data-primary-color');
  });
});
