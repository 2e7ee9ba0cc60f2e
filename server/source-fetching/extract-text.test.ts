import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contract/knowledge.ts';
import { extractText, markdownToText, MAX_DOCX_UNPACKED_BYTES } from './extract-text.ts';
import { docxEntries, makeDocx, makePdf, makeZip } from './testing/fixtures.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);
const refused = (name: string, bytes: Uint8Array) =>
  extractText(name, bytes).then(
    () => {
      throw new Error(`${name} was accepted`);
    },
    (err: Error) => err.message,
  );

describe('extracting text from uploads', () => {
  it('keeps PDF pages as paragraphs, titled by the metadata when it has one', async () => {
    const pdf = makePdf([['Check-in (from 3 PM)', 'at the front desk.'], ['Breakfast is served until 10.']], {
      title: 'Guest guide',
    });
    expect(await extractText('guide.pdf', pdf)).toEqual({
      title: 'Guest guide',
      text: 'Check-in (from 3 PM)\nat the front desk.\n\nBreakfast is served until 10.',
    });
    expect((await extractText('plain.pdf', makePdf([['Text']]))).title).toBeNull();
  });

  it('reads DOCX paragraphs, stored or deflated', async () => {
    expect(await extractText('a.docx', makeDocx(['First & one', 'Second']))).toEqual({
      title: null,
      text: 'First & one\n\nSecond',
    });
    const deflated = makeZip(docxEntries(['Deflated text']).map((e) => ({ ...e, deflate: true })));
    expect((await extractText('b.DOCX', deflated)).text).toBe('Deflated text');
  });

  it('strips Markdown to text, headings and table rows as their own paragraphs', async () => {
    const md = [
      '---',
      'title: ignored',
      '---',
      '# Opening hours',
      'We are open **Monday to Friday**, see [our page](https://x.example) or `call`.',
      'Setext heading',
      '==============',
      '> quoted _line_',
      '- item one',
      '1. item two',
      '',
      '| Room | Price |',
      '| :--- | ---: |',
      '| Suite | $300 |',
      '',
      '```',
      'kept code',
      '```',
      '![logo](logo.png) <b>bold</b>',
    ].join('\n');
    expect(await markdownToText(md)).toBe(
      [
        'Opening hours',
        '',
        'We are open Monday to Friday, see our page or call.',
        'Setext heading',
        '',
        'quoted line',
        'item one',
        'item two',
        '',
        'Room: Suite; Price: $300',
        '',
        'kept code',
        '',
        'logo bold',
      ].join('\n'),
    );
  });

  it('turns each CSV row into "Header: value" pairs, with the delimiter the file uses', async () => {
    const csv = '\uFEFFSKU;Name;Stock\nA-1;"Blue mug; large";3\nB-2;Plate;\n\n';
    expect((await extractText('stock.csv', utf8(csv))).text).toBe(
      'SKU: A-1; Name: Blue mug; large; Stock: 3\n\nSKU: B-2; Name: Plate',
    );
    expect((await extractText('c.csv', utf8('a,b\n1,2\n'))).text).toBe('a: 1; b: 2');
  });

  it('decodes text as UTF-8 (or UTF-16 with a byte-order mark)', async () => {
    expect((await extractText('notes.txt', utf8('Café hours:\r\n\r\n\r\n9–5\u0007'))).text).toBe(
      'Café hours:\n\n9–5',
    );
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hello', 'utf16le')]);
    expect((await extractText('w.txt', new Uint8Array(utf16))).text).toBe('Hello');
  });

  it('refuses files whose content is not what the name says, or that hold no text', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refused('photo.pdf', png)).toBe(
      'photo.pdf is not a PDF file (its content is something else)',
    );
    expect(await refused('photo.docx', png)).toBe(
      'photo.docx is not a DOCX document (its content is something else)',
    );
    expect(await refused('photo.txt', png)).toMatch(/photo\.txt is not a text file/);
    expect(await refused('nul.md', utf8('abc\u0000def'))).toBe('nul.md looks like a binary file, not text');
    expect(await refused('app.exe', utf8('MZ'))).toMatch(/app\.exe: this type of file is not supported/);
    expect(await refused('noext', utf8('text'))).toMatch(/not supported/);
    expect(await refused('empty.txt', new Uint8Array())).toBe('empty.txt is empty');
    expect(await refused('blank.md', utf8('  \n\n# \n'))).toBe('No readable text was found in blank.md');
    expect(await refused('scan.pdf', makePdf([[]]))).toBe(
      'No readable text was found in scan.pdf (a scanned PDF needs text recognition first)',
    );
    expect(await refused('header.csv', utf8('a,b\n'))).toBe('No readable text was found in header.csv');
    expect(await refused('big.txt', new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(97))).toBe(
      'big.txt is larger than 10 MB',
    );
  });

  it('refuses encrypted and damaged PDFs and DOCX files', async () => {
    expect(await refused('locked.pdf', makePdf([['secret']], { encrypted: true }))).toBe(
      'locked.pdf is password-protected; upload a copy without a password',
    );
    expect(await refused('broken.pdf', utf8('%PDF-1.7\nnot really a pdf'))).toBe(
      'broken.pdf is not a readable PDF (it may be damaged)',
    );
    expect(await refused('other.docx', makeZip([{ name: 'a.txt', data: 'hello' }]))).toBe(
      'other.docx is not a readable DOCX document (it may be damaged)',
    );
    const cut = makeDocx(['x']).slice(0, 60);
    expect(await refused('cut.docx', cut)).toBe(
      'cut.docx is not a readable DOCX document (it may be damaged)',
    );
  });

  it('row 18: refuses zip bombs before unpacking them: by declared size, and when an entry lies about it', async () => {
    const zeros = Buffer.alloc(MAX_DOCX_UNPACKED_BYTES + 1024);
    const bomb = makeZip([...docxEntries(['x']), { name: 'word/media/a.bin', data: zeros, deflate: true }]);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(await refused('bomb.docx', bomb)).toBe(
      'bomb.docx unpacks to more than 50 MB; it is refused as unsafe',
    );
    const liar = makeZip(
      docxEntries(['x']).map((e) =>
        e.name === 'word/document.xml' ? { ...e, deflate: true, declaredSize: 20 } : e,
      ),
    );
    expect(await refused('liar.docx', liar)).toBe(
      'liar.docx does not unpack to the sizes it declares; it is refused as unsafe',
    );
  });

  it('gives the event loop turns while it reads a long PDF, CSV or Markdown file', async () => {
    const turnsDuring = async (name: string, bytes: Uint8Array) => {
      let turns = 0;
      let running = true;
      const spin = () => {
        turns++;
        if (running) setImmediate(spin);
      };
      setImmediate(spin);
      const { text } = await extractText(name, bytes);
      running = false;
      return { turns, paragraphs: text.split('\n\n').length };
    };
    const pages = Array.from({ length: 40 }, (_, p) => [`Page ${p + 1} of the manual.`]);
    const pdf = await turnsDuring('manual.pdf', makePdf(pages));
    expect(pdf.paragraphs).toBe(40);
    expect(pdf.turns).toBeGreaterThanOrEqual(40);
    const rows = Array.from({ length: 10_000 }, (_, i) => `SKU-${i},Item ${i}`);
    const csv = await turnsDuring('stock.csv', utf8(`Sku,Name\n${rows.join('\n')}`));
    expect(csv.paragraphs).toBe(10_000);
    expect(csv.turns).toBeGreaterThanOrEqual(5);
    const md = await turnsDuring('long.md', utf8(rows.map((r) => `## ${r}`).join('\n')));
    expect(md.turns).toBeGreaterThanOrEqual(5);
  });
});
