/**
 * A test suite from CSV: the header `question,expect`, then one question a row; `expect` is phrases
 * separated by `|`, or DECLINE or HANDOFF. Every row is checked, and each bad one named by its line.
 */
import type { AnswerExpectation } from '../../../contract/answer-tests.ts';
import { CSV_TEXT } from './answer-tests-text.ts';

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): { rows: { line: number; fields: string[] }[]; error: string | null } {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((f) => f.trim() !== '')) rows.push({ line: start, fields });
      fields = [];
      field = '';
      start = ++line;
    } else field += c;
  }
  if (quoted) return { rows, error: CSV_TEXT.unclosedQuote };
  fields.push(field);
  if (fields.some((f) => f.trim() !== '')) rows.push({ line: start, fields });
  return { rows, error: null };
}

export function expectationOf(raw: string): AnswerExpectation | string {
  const value = raw.trim();
  if (value === '') return CSV_TEXT.noExpect;
  if (value.toUpperCase() === 'DECLINE') return { kind: 'decline' };
  if (value.toUpperCase() === 'HANDOFF') return { kind: 'handoff' };
  const phrases = value.split('|').map((p) => p.trim());
  if (phrases.some((p) => p === '' || p.length > 200)) return CSV_TEXT.badPhrase;
  if (phrases.length > 10) return CSV_TEXT.tooManyPhrases;
  return { kind: 'contains', phrases };
}

export interface CsvTests {
  tests: { question: string; expect: AnswerExpectation }[];
  /** "row N" (its line in the file) → what is wrong with it. */
  errors: Record<string, string>;
}

export function testsFromCsv(text: string): CsvTests {
  const { rows, error } = parseCsv(text);
  const errors: Record<string, string> = {};
  if (error) errors.file = error;
  const [head, ...body] = rows;
  const header = head?.fields.map((f) => f.trim().toLowerCase());
  if (!header || header[0] !== 'question' || header[1] !== 'expect' || header.length !== 2) {
    errors['row 1'] = CSV_TEXT.header;
    return { tests: [], errors };
  }
  const tests: CsvTests['tests'] = [];
  for (const { line, fields } of body) {
    const at = `row ${line}`;
    if (fields.length !== 2) {
      errors[at] = CSV_TEXT.columns;
      continue;
    }
    const question = fields[0]!.trim();
    if (!question) errors[at] = CSV_TEXT.noQuestion;
    else if (question.length > 500) errors[at] = CSV_TEXT.longQuestion;
    const expect = expectationOf(fields[1]!);
    if (typeof expect === 'string') errors[at] ??= expect;
    else if (!errors[at]) tests.push({ question, expect });
  }
  return { tests, errors };
}
