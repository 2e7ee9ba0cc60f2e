import { describe, expect, it } from 'vitest';
import { testsFromCsv, parseCsv } from './csv-tests.ts';
import { comparable, judge } from './judge.ts';

describe('test suites from CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, and names rows by their line', () => {
    const csv = '\uFEFFquestion,expect\r\n"Say ""hi""?",hi\r\n"Two\nlines?",DECLINE\r\n\r\nbad row\r\n';
    const r = testsFromCsv(csv);
    expect(r.tests).toEqual([
      { question: 'Say "hi"?', expect: { kind: 'contains', phrases: ['hi'] } },
      { question: 'Two\nlines?', expect: { kind: 'decline' } },
    ]);
    expect(r.errors).toEqual({ 'row 6': 'A row has two columns: question,expect' });
    expect(parseCsv('question,expect\n"open').error).toBe('A quoted field is not closed');
  });
});

describe('the judge', () => {
  const seen = (text: string, declined = false, handedOff = false) => ({ text, declined, handedOff });
  it('finds phrases and figures without case, spacing or thousands separators', () => {
    expect(comparable('Free  SHIPPING over $1,500')).toBe('free shipping over $1500');
    expect(
      judge({ kind: 'contains', phrases: ['free shipping', '$1500'] }, seen('Free  shipping over $1,500.')),
    ).toEqual({
      passed: true,
      problem: null,
    });
    expect(
      judge({ kind: 'contains', phrases: ['30 days', 'receipt'] }, seen('Within 30 days.')).problem,
    ).toBe('Missing: “receipt”');
  });
  it('holds declines and handoffs to what they must be', () => {
    expect(judge({ kind: 'decline' }, seen('No idea', true)).passed).toBe(true);
    expect(judge({ kind: 'decline' }, seen('We do!')).problem).toBe('It answered instead of declining.');
    expect(judge({ kind: 'handoff' }, seen('', false, true)).passed).toBe(true);
    expect(judge({ kind: 'contains', phrases: ['x'] }, seen('x', true)).problem).toBe(
      'It declined to answer.',
    );
  });
});
