import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from '../../../contract/knowledge.ts';
import { MAX_DOCX_UNPACKED_BYTES } from '../../source-fetching/extract-text.ts';
import { docxEntries, makeDocx, makePdf, makeZip } from '../../source-fetching/testing/fixtures.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';

let f: ChatFixture;
let cookie: string;
beforeEach(async () => {
  f = await chatFixture();
  cookie = await f.t.login();
});
afterEach(async () => f.close());

interface Part {
  name: string;
  bytes: Uint8Array | string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it: one part per file, named `files`. */
function multipart(parts: Part[]) {
  const boundary = `----frontdesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.name}"\r\n` +
          `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(p.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const upload = (clientId: string, parts: Part[], headers: Record<string, string> = {}) => {
  const body = multipart(parts);
  return f.t.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/knowledge/files`,
    headers: { cookie, 'content-type': body.type, ...headers },
    payload: body.payload,
  });
};
const admin = (method: string, url: string) => f.t.inject({ method, url, headers: { cookie } });
const ask = async (token: string, message: string) => {
  const res = await f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { authorization: `Bearer ${token}` },
    payload: { message, sessionId: 'uploadsSession00000000001' },
  });
  expect(res.statusCode).toBe(200);
  return res.json as { reply: string; sources: { kind: string; title: string }[] };
};
const enterprise = (id: string) => f.t.services.clients.update(id, { plan: 'Enterprise' });

const GUIDE = makePdf(
  [['Welcome to the Harbor Hotel.'], ['Pool: the rooftop pool opens at 7 AM and closes at 10 PM every day.']],
  { title: 'Amenities guide' },
);
const PETS = makeDocx(['House rules', 'Pets: dogs under 20 kg are welcome for a fee of $25 per night.']);
const WIFI = '# Connectivity\n\n## Wifi\n\nThe guest **wifi password** is `harbor-breeze-42`.\n';
const PARKING = 'Parking: guests park free in the garage on Elm Street; the code is at the front desk.\n';
const ROOMS = 'Room,Nightly rate,View\nHarbor Suite,$420,Ocean\nGarden Room,$180,Courtyard\n';

describe('POST /api/clients/{id}/knowledge/files', () => {
  it('adds PDF, DOCX, Markdown, text and CSV files, and the assistant answers from each', async () => {
    await enterprise(f.a.id);
    const res = await upload(f.a.id, [
      { name: 'amenities.pdf', bytes: GUIDE, type: 'application/pdf' },
      { name: 'house-rules.docx', bytes: PETS },
      { name: 'wifi.md', bytes: WIFI, type: 'text/markdown' },
      { name: 'parking.txt', bytes: PARKING, type: 'text/plain' },
      { name: 'rooms.csv', bytes: ROOMS, type: 'text/csv' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json.source).toMatchObject({
      kind: 'files',
      name: 'Uploaded files',
      status: 'ready',
      documentCount: 5,
    });
    expect(res.json.files.map((o: { name: string; status: string }) => [o.name, o.status])).toEqual([
      ['amenities.pdf', 'added'],
      ['house-rules.docx', 'added'],
      ['wifi.md', 'added'],
      ['parking.txt', 'added'],
      ['rooms.csv', 'added'],
    ]);

    const cases: [string, string, string][] = [
      ['When does the pool open?', '7 AM', 'Amenities guide'],
      ['Are dogs welcome?', '$25 per night', 'house-rules.docx'],
      ['What is the wifi password?', 'harbor-breeze-42', 'wifi.md'],
      ['Where can I park?', 'Elm Street', 'parking.txt'],
      ['How much is the Harbor Suite per night?', '$420', 'rooms.csv'],
    ];
    for (const [question, fact, title] of cases) {
      const answer = await ask(f.a.test, question);
      expect(answer.reply, question).toContain(fact);
      expect(answer.sources, question).toContainEqual(expect.objectContaining({ kind: 'file', title }));
    }

    // The documents are listed under the one source, by file name.
    const detail = await admin('GET', `/api/clients/${f.a.id}/knowledge/sources/${res.json.source.id}`);
    expect(detail.json.documents.map((d: { ref: string }) => d.ref)).toEqual([
      'amenities.pdf',
      'house-rules.docx',
      'parking.txt',
      'rooms.csv',
      'wifi.md',
    ]);
  });

  it('refuses bad files one by one with clear errors and still adds the good ones', async () => {
    await enterprise(f.a.id);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    const bomb = makeZip([
      ...docxEntries(['x']),
      { name: 'word/media/image1.bin', data: Buffer.alloc(MAX_DOCX_UNPACKED_BYTES + 1), deflate: true },
    ]);
    const res = await upload(f.a.id, [
      { name: 'invoice.pdf', bytes: png, type: 'application/pdf' },
      { name: 'empty.txt', bytes: '' },
      { name: 'huge.txt', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(97) },
      { name: 'bomb.docx', bytes: bomb },
      { name: 'locked.pdf', bytes: makePdf([['secret']], { encrypted: true }) },
      { name: 'setup.exe', bytes: 'MZ' },
      { name: 'parking.txt', bytes: PARKING },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json.files).toEqual([
      {
        name: 'invoice.pdf',
        status: 'refused',
        error: 'invoice.pdf is not a PDF file (its content is something else)',
      },
      { name: 'empty.txt', status: 'refused', error: 'empty.txt is empty' },
      { name: 'huge.txt', status: 'refused', error: 'huge.txt is larger than 10 MB' },
      {
        name: 'bomb.docx',
        status: 'refused',
        error: 'bomb.docx unpacks to more than 50 MB; it is refused as unsafe',
      },
      {
        name: 'locked.pdf',
        status: 'refused',
        error: 'locked.pdf is password-protected; upload a copy without a password',
      },
      {
        name: 'setup.exe',
        status: 'refused',
        error: 'setup.exe: this type of file is not supported (upload PDF, DOCX, Markdown, text or CSV)',
      },
      { name: 'parking.txt', status: 'added', characters: PARKING.trim().length },
    ]);
    expect(res.json.source.documentCount).toBe(1);
    expect((await ask(f.a.test, 'Where can I park?')).reply).toContain('Elm Street');
  });

  it('replaces a file uploaded again under its name, and forgets it when the document is deleted', async () => {
    await enterprise(f.a.id);
    const first = await upload(f.a.id, [{ name: 'C:\\Users\\ops\\parking.txt', bytes: PARKING }]);
    expect(first.json.files).toEqual([
      { name: 'parking.txt', status: 'added', characters: PARKING.trim().length },
    ]);
    const again = await upload(f.a.id, [{ name: 'parking.txt', bytes: PARKING }]);
    expect(again.json.files[0].status).toBe('unchanged');
    const moved = 'Parking: the garage has moved to Oak Avenue; guests still park free.';
    const changed = await upload(f.a.id, [{ name: 'parking.txt', bytes: moved }]);
    expect(changed.json.files[0].status).toBe('updated');
    expect(changed.json.source).toMatchObject({ id: first.json.source.id, documentCount: 1 });
    const reply = (await ask(f.a.test, 'Where can I park?')).reply;
    expect(reply).toContain('Oak Avenue');
    expect(reply).not.toContain('Elm Street');

    const sourceId = first.json.source.id as string;
    const detail = await admin('GET', `/api/clients/${f.a.id}/knowledge/sources/${sourceId}`);
    const docId = detail.json.documents[0].id as string;
    // Another client cannot remove it.
    expect(
      (await admin('DELETE', `/api/clients/${f.b.id}/knowledge/sources/${sourceId}/documents/${docId}`))
        .statusCode,
    ).toBe(404);
    const removed = await admin(
      'DELETE',
      `/api/clients/${f.a.id}/knowledge/sources/${sourceId}/documents/${docId}`,
    );
    expect(removed.json).toMatchObject({ documentCount: 0 });
    expect((await ask(f.a.test, 'Where can I park?')).reply).not.toContain('Oak Avenue');
  });

  it("keeps one client's files from another", async () => {
    await enterprise(f.a.id);
    await enterprise(f.b.id);
    expect((await upload(f.a.id, [{ name: 'parking.txt', bytes: PARKING }])).statusCode).toBe(201);
    const b = await upload(f.b.id, [{ name: 'wifi.md', bytes: WIFI }]);
    expect(b.json.source.documentCount).toBe(1);
    expect((await ask(f.b.test, 'Where can I park?')).reply).not.toContain('Elm Street');
    expect((await ask(f.a.test, 'What is the wifi password?')).reply).not.toContain('harbor-breeze-42');
    const listB = await admin('GET', `/api/clients/${f.b.id}/knowledge/sources`);
    expect(listB.json.sources).toHaveLength(1);
    expect(listB.json.sources[0]).toMatchObject({ id: b.json.source.id, documentCount: 1 });
  });

  it('answers 403 below Enterprise, 404, 400, 401, 413 and 415 clearly, and refuses cross-site posts', async () => {
    const premium = await upload(f.b.id, [{ name: 'parking.txt', bytes: PARKING }]);
    expect(premium.statusCode).toBe(403);
    expect(premium.json).toEqual({
      error: 'File uploads are available on the Enterprise plan',
      code: 'plan_feature_unavailable',
    });
    expect((await admin('GET', `/api/clients/${f.b.id}/knowledge/sources`)).json.sources).toEqual([]);

    await enterprise(f.a.id);
    expect((await upload('no-such-client', [{ name: 'a.txt', bytes: 'x' }])).statusCode).toBe(404);

    const none = await upload(f.a.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json.fields).toEqual({ files: 'Choose at least one file to upload' });
    // A part named files that is a plain form field, not a file.
    const textField = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/knowledge/files`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"\r\n\r\nparking.txt\r\n--xyz--\r\n',
    });
    expect(textField.statusCode).toBe(400);
    expect(textField.json.fields).toEqual({ files: 'Each part named "files" must be a file' });
    const malformed = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/knowledge/files`,
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nnot a header\r\n',
    });
    expect(malformed.statusCode).toBe(400);
    const tooMany = await upload(
      f.a.id,
      Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.txt`, bytes: 'x' })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json.error).toBe('Upload at most 20 files at a time');

    const json = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/knowledge/files`,
      headers: { cookie },
      payload: { files: ['parking.txt'] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json.error).toBe('Upload files as multipart/form-data, in parts named "files"');

    const big = await upload(f.a.id, [
      { name: 'big.txt', bytes: new Uint8Array(MAX_UPLOAD_REQUEST_BYTES + 1) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json.error).toBe('The upload is larger than 40 MB in all; upload fewer files at a time');

    const body = multipart([{ name: 'parking.txt', bytes: PARKING }]);
    const anonymous = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/knowledge/files`,
      headers: { 'content-type': body.type },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const cross = await upload(f.a.id, [{ name: 'parking.txt', bytes: PARKING }], headers);
      expect(cross.statusCode).toBe(403);
      expect(cross.json.code).toBe('cross_site_request');
    }
    expect((await admin('GET', `/api/clients/${f.a.id}/knowledge/sources`)).json.sources).toEqual([]);
  });

  it('creates one source when two first uploads arrive together', async () => {
    await enterprise(f.a.id);
    const [one, two] = await Promise.all([
      upload(f.a.id, [{ name: 'parking.txt', bytes: PARKING }]),
      upload(f.a.id, [{ name: 'wifi.md', bytes: WIFI }]),
    ]);
    expect(one.json.source.id).toBe(two.json.source.id);
    const list = await admin('GET', `/api/clients/${f.a.id}/knowledge/sources`);
    expect(list.json.sources).toEqual([expect.objectContaining({ documentCount: 2 })]);
  });

  it('never answers 500 to hostile multipart bodies', async () => {
    await enterprise(f.a.id);
    const bodies: [string, string | Buffer][] = [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=', ''],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nabc',
      ],
      ['multipart/form-data; boundary=b', '--b--\r\n'],
      ['multipart/form-data; boundary=b', Buffer.alloc(1000, 0)],
      ...(['__proto__', 'constructor', 'files[]'] as const).map((field): [string, Buffer] => {
        const m = multipart([{ name: 'a.txt', bytes: 'abc', field }]);
        return [m.type, m.payload];
      }),
      ...[
        '../../etc/passwd.txt',
        'x'.repeat(5000) + '.txt',
        '\u0000.txt',
        '.txt',
        '..',
        'a\u202Egnp.txt',
      ].map((name): [string, Buffer] => {
        const m = multipart([{ name, bytes: 'Some text about opening hours.' }]);
        return [m.type, m.payload];
      }),
    ];
    for (const [type, payload] of bodies) {
      const res = await f.t.inject({
        method: 'POST',
        url: `/api/clients/${f.a.id}/knowledge/files`,
        headers: { cookie, 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type} ${String(payload).slice(0, 80)}`).toBeLessThan(500);
    }
    const docs = (await admin('GET', `/api/clients/${f.a.id}/knowledge/sources`)).json.sources[0];
    const detail = await admin('GET', `/api/clients/${f.a.id}/knowledge/sources/${docs.id}`);
    const refs = detail.json.documents.map((d: { ref: string }) => d.ref) as string[];
    expect(refs).toContain('passwd.txt');
    for (const ref of refs) {
      expect(ref.length).toBeLessThanOrEqual(200);
      for (const bad of ['/', '\\', '\u0000', '\u202E']) expect(ref).not.toContain(bad);
    }
  });
});
