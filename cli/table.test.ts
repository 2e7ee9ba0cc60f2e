import { describe, expect, it } from 'vitest';
import { describeFailure, UsageError } from './cli-error.ts';
import { DomainError } from '../server/domain/shared/errors.ts';
import { colorWanted, createStyle, visibleLength } from './style.ts';
import { renderDetails, renderTable } from './table.ts';

const rows = [
  { name: 'Ada', used: 5, note: 'a very long note that will not fit' },
  { name: 'Bartholomew', used: 1200, note: 'short' },
];
const columns = [
  { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
  { header: 'Used', value: (r: (typeof rows)[number]) => String(r.used), align: 'right' as const },
  { header: 'Note', value: (r: (typeof rows)[number]) => r.note, maxWidth: 10 },
];

describe('renderTable', () => {
  it('aligns plain columns for pipes, right-aligning numbers and cutting long cells', () => {
    expect(renderTable(rows, columns, createStyle(false))).toBe(
      ['Name         Used  Note', 'Ada             5  a very lo…', 'Bartholomew  1200  short'].join('\n'),
    );
  });

  it('adds a rule and colour on a terminal without breaking alignment', () => {
    const style = createStyle(true);
    const text = renderTable(
      rows,
      [...columns.slice(0, 2), { ...columns[2]!, color: (t: string) => style.red(t) }],
      style,
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('\u001b[1mName         Used  Note\u001b[22m');
    expect(lines[1]).toContain('───────────  ────  ──────────');
    expect(lines.slice(2).map(visibleLength)).toEqual([29, 24]);
    expect(lines[2]).toContain('\u001b[31m');
  });

  it('renders label/value details', () => {
    expect(
      renderDetails(
        [
          ['ID', '1'],
          ['Business', 'Ada'],
        ],
        createStyle(false),
      ),
    ).toBe('ID        1\nBusiness  Ada');
  });
});

describe('colour and failures', () => {
  it('follows NO_COLOR, FORCE_COLOR and the terminal', () => {
    expect(colorWanted({ isTTY: true }, {})).toBe(true);
    expect(colorWanted({ isTTY: false }, {})).toBe(false);
    expect(colorWanted({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colorWanted({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
  });

  it('maps errors to exit codes and one line', () => {
    expect(describeFailure(new UsageError('bad'))).toMatchObject({ exitCode: 2, line: 'error: bad' });
    expect(describeFailure(new DomainError('not_found', 'Client not found'))).toEqual({
      exitCode: 1,
      line: 'Client not found',
      body: { error: 'Client not found', code: 'not_found' },
    });
    expect(describeFailure(new Error('first\nsecond'))).toMatchObject({
      exitCode: 1,
      line: 'first',
      body: { code: 'internal' },
    });
  });
});
