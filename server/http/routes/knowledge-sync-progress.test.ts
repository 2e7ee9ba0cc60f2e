/**
 * A sync's progress seen from another instance: A crawls a site whose third page hangs, and B (another
 * process on the same database) shows how far A is, then the finished source without progress.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { html, startTestSite, type TestSite } from '../../testing/test-site.ts';
import { startTwoInstances, type TwoInstances } from '../../testing/two-instances.ts';

let pair: TwoInstances<TestApp>;
let site: TestSite;
let release = () => {};

beforeAll(async () => {
  pair = await startTwoInstances((o) =>
    startTestApp({ ...o, env: { ...o.env, FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } }),
  );
  const hang = new Promise<void>((r) => (release = r));
  site = await startTestSite({
    '/': html(
      'Inn',
      '<main><p>A small inn.</p><a href="/parking">Parking</a> <a href="/events">Events</a></main>',
    ),
    '/parking': html('Parking', '<main><p>Guests park free on Elm Street.</p></main>'),
    '/events': { body: html('Events', '<main><p>Jazz night every Friday.</p></main>'), wait: hang },
  });
});

afterAll(async () => {
  release();
  await site?.close();
  await pair?.close();
});

/** Polls (bounded by count) until `read` gives what `ok` accepts. */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let v = await read();
  for (let i = 0; i < 500 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 10));
    v = await read();
  }
  return v;
}

it("shows a sync's progress from another instance, and none once it has finished", async () => {
  const { A, B } = pair;
  const client = await A.services.clients.create({
    clientName: site.host,
    businessName: 'Inn',
    domain: site.host,
    plan: 'Starter',
    industry: 'Hospitality',
    aiContent: '',
    chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs: [] },
  });
  const added = await A.inject({
    method: 'POST',
    url: `/api/clients/${client.id}/knowledge/website`,
    headers: { cookie: await A.login() },
    payload: { url: `${site.origin}/` },
  });
  expect(added.statusCode).toBe(201);
  const id = added.json.id as string;
  const cookieB = await B.login();
  const listOnB = async () =>
    (
      await B.inject({
        method: 'GET',
        url: `/api/clients/${client.id}/knowledge/sources`,
        headers: { cookie: cookieB },
      })
    ).json.sources[0];

  // A waits on the third page; B, which runs no sync, shows the two pages A has read.
  const running = await until(listOnB, (s) => s?.progress?.done === 2);
  expect(running).toMatchObject({
    id,
    status: 'syncing',
    progress: { stage: 'fetching', done: 2, total: 3 },
  });

  release();
  const finished = await until(listOnB, (s) => s?.status === 'ready');
  expect(finished).toMatchObject({ status: 'ready', documentCount: 3, lastError: null });
  expect(finished).not.toHaveProperty('progress');
});
