import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify.ts';

describe('linkify', () => {
  it('links http, https, mailto and bare emails, without trailing punctuation', () => {
    expect(linkify('See https://shop.example/a?b=1. Or mail help@shop.example!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://shop.example/a?b=1', href: 'https://shop.example/a?b=1' },
      { kind: 'text', text: '. Or mail ' },
      { kind: 'link', text: 'help@shop.example', href: 'mailto:help@shop.example' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('leaves javascript: and data: URLs and markup as text', () => {
    const text =
      '<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,<b>x</b> <a href="javascript:alert(1)">x</a>';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('https://ok.example/')).toBe('https://ok.example/');
  });
});
