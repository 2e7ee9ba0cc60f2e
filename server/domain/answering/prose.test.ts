import { describe, expect, it } from 'vitest';
import { chunkContent, chunkDocument } from './knowledge-text.ts';
import { plainInline, sectionsOf, toProse } from './prose.ts';

describe('toProse', () => {
  it('keeps a heading apart from the sentence after it, as its label', () => {
    expect(toProse('## Repair warranty\nAll repairs carry a 90-day warranty.')).toBe(
      'Repair warranty: All repairs carry a 90-day warranty.',
    );
    expect(toProse('Repair warranty\nAll repairs carry a 90-day warranty.')).toBe(
      'Repair warranty: All repairs carry a 90-day warranty.',
    );
  });

  it('reads a markdown table as one sentence per row, each cell with its header', () => {
    const text = toProse(
      '| Model | Price | Stock |\n|---|---|---|\n| Road bike | $649 | 0 |\n| City bike | $399 | 4 |',
    );
    expect(text).toBe('Road bike: price $649, stock 0. City bike: price $399, stock 4.');
    expect(text).not.toMatch(/\||---/);
    // A longer cell is set off by a colon and its row's cells by semicolons, so it never runs on.
    expect(
      toProse(
        "| Service | Price | What's included |\n|---|---|---|\n| Full service | £120 | Full strip-down, deep clean |",
      ),
    ).toBe("Full service: price £120; what's included: Full strip-down, deep clean.");
    // A thousands separator is part of a figure, not a list: "$1,050" is said with its header.
    expect(toProse('| Treatment | Fee |\n|---|---|\n| Porcelain crown | $1,050 |')).toBe(
      'Porcelain crown: fee $1,050.',
    );
    // With one value column, a lone word is said without its header.
    expect(toProse('| Day | Hours |\n|---|---|\n| Saturday | 9am–1pm |\n| Sunday | Closed |')).toBe(
      'Saturday: hours 9am–1pm. Sunday: Closed.',
    );
  });

  it('drops inline markdown and makes each list item a sentence', () => {
    expect(plainInline('A **90-day** `warranty`, see [terms](https://x.test/t).')).toBe(
      'A 90-day warranty, see terms (https://x.test/t).',
    );
    expect(toProse('- Monday to Friday: 9am to 6pm\n- Saturday 10am to 4pm')).toBe(
      'Monday to Friday: 9am to 6pm.\nSaturday 10am to 4pm.',
    );
  });

  it('leaves plain paragraphs as they are', () => {
    const text = 'We repair bikes. Bring yours in any day.\n\nParts ship in 2 days.';
    expect(toProse(text)).toBe(text);
  });

  it('keeps a paragraph ending in a colon in one chunk with the list it introduces', () => {
    const text = [
      '## Smile Plan',
      '',
      'Not insured? Our membership spreads the cost of routine care:',
      '',
      '- Adults: $19.50 per month.',
      '- Children under 16: $8 per month.',
      '',
      '## Payment',
      '',
      'We accept these cards at the front desk, from May onwards:',
      '',
      '## Insurance',
      '',
      'We file claims for you.',
    ].join('\n');
    expect(chunkContent(text, 'Dental')).toEqual([
      {
        kind: 'content',
        title: 'Smile Plan',
        url: null,
        body: 'Not insured? Our membership spreads the cost of routine care: Adults: $19.50 per month. Children under 16: $8 per month.',
      },
      // A lead with nothing under it before the next heading stays in its own section.
      {
        kind: 'content',
        title: 'Payment',
        url: null,
        body: 'We accept these cards at the front desk, from May onwards:',
      },
      { kind: 'content', title: 'Insurance', url: null, body: 'We file claims for you.' },
    ]);
  });

  it('lets chunking take a heading as the passage title', () => {
    const [chunk] = chunkContent(toProse('## Repair warranty\nAll repairs carry a 90-day warranty.'), 'Shop');
    expect(chunk).toMatchObject({ title: 'Repair warranty', body: 'All repairs carry a 90-day warranty.' });
  });
});

/** Knowledge written without blank lines: headings, bold FAQ questions and a bare heading, each on its line. */
const UNSPACED = [
  '# Bike Barn',
  '## Delivery',
  'We deliver every bike fully built within 2 days.',
  '## Questions',
  '**Do you fit accessories?**',
  'Yes, fitting is free.',
  '**Can I test ride a bike?**',
  'Yes, test rides are free on Saturdays.',
  'Opening hours',
  'Monday to Saturday, 9am to 6pm.',
].join('\n');

describe('a passage ends with its section', () => {
  it('cuts a text at each heading and each question in bold, a heading over a question staying with it', () => {
    expect(sectionsOf(UNSPACED)).toEqual([
      '# Bike Barn\n## Delivery\nWe deliver every bike fully built within 2 days.',
      '## Questions\n**Do you fit accessories?**\nYes, fitting is free.',
      '**Can I test ride a bike?**\nYes, test rides are free on Saturdays.',
      'Opening hours\nMonday to Saturday, 9am to 6pm.',
    ]);
    // A list's items and a table's rows are not headings.
    expect(
      sectionsOf(
        '## Prices\n- Service: £60\n- Tune-up: £40\n| Bike | Day |\n| --- | --- |\n| Hybrid | £25 |',
      ),
    ).toHaveLength(1);
  });

  it('never runs a passage of the knowledge into the next heading or FAQ question', () => {
    expect(chunkContent(UNSPACED, 'Bike Barn')).toEqual([
      {
        kind: 'content',
        title: 'Delivery',
        url: null,
        body: 'We deliver every bike fully built within 2 days.',
      },
      {
        kind: 'content',
        title: 'Questions',
        url: null,
        body: 'Do you fit accessories? Yes, fitting is free.',
      },
      {
        kind: 'content',
        title: 'Questions',
        url: null,
        body: 'Can I test ride a bike? Yes, test rides are free on Saturdays.',
      },
      {
        kind: 'content',
        title: 'Questions',
        url: null,
        body: 'Opening hours: Monday to Saturday, 9am to 6pm.',
      },
    ]);
  });

  it('never joins a page’s short last paragraph of one section with the next section', () => {
    const page = { kind: 'page' as const, title: 'Bike Barn', url: 'https://bikebarn.com/', body: UNSPACED };
    expect(chunkDocument(page).map((c) => c.body)).toEqual([
      'Bike Barn. Delivery: We deliver every bike fully built within 2 days.',
      'Questions: Do you fit accessories? Yes, fitting is free.',
      'Can I test ride a bike? Yes, test rides are free on Saturdays.',
      'Opening hours: Monday to Saturday, 9am to 6pm.',
    ]);
  });
});
