/**
 * Consent mode over HTTP: owners (and operators) turn `consentMode` on through PUT /api/clients/{id}
 * (members may not; a non-boolean is a 400) and the change is in the audit log with before and after.
 * With it on, a page view without `consent: true` stores nothing and says so (a script changed to
 * skip the consent cannot record); with consent it is stored; with it off, views are stored as always.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';

const fixtures: ChatFixture[] = [];
afterEach(async () => {
  for (const f of fixtures.splice(0)) await f.close();
});

const json = { 'content-type': 'application/json' };
const DEVICE = '0123456789abcdef0123456789abcdef';

async function setUp() {
  const f = await chatFixture();
  fixtures.push(f);
  const origin = `https://${f.a.domain}`;
  const owner = await signedInCustomer(f.t, f.a.id, 'owner@sunsetrealty.com', 'owner');
  const put = (payload: object, cookie: string) =>
    f.t.inject({ method: 'PUT', url: `/api/clients/${f.a.id}`, headers: { ...json, cookie }, payload });
  const view = (extra: object = {}) =>
    f.t.inject({
      method: 'POST',
      url: '/api/widget/page-view',
      headers: { authorization: `Bearer ${f.a.live}`, origin },
      payload: { visitorId: DEVICE, pageUrl: `${origin}/pricing`, ...extra },
    });
  const stored = async () =>
    (await f.t.services.db.selectFrom('page_visits').select('id').where('client_id', '=', f.a.id).execute())
      .length;
  return { f, owner, put, view, stored };
}

describe('consent mode', () => {
  it('is the owners’ switch on the client record, audited with before and after', async () => {
    const { f, owner, put } = await setUp();
    const member = await signedInCustomer(f.t, f.a.id, 'member@sunsetrealty.com', 'member');
    expect((await f.t.services.clients.get(f.a.id)).consentMode).toBe(false);
    for (const consentMode of ['yes', 1, null]) {
      const res = await put({ consentMode }, owner.cookie);
      expect(res.statusCode, String(consentMode)).toBe(400);
      expect(res.json).toMatchObject({
        code: 'validation_failed',
        fields: { consentMode: expect.any(String) },
      });
    }
    expect((await put({ consentMode: true }, member.cookie)).statusCode).toBe(403);
    const on = await put({ consentMode: true }, owner.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json).toMatchObject({ consentMode: true });
    expect((await f.t.services.clients.get(f.a.id)).consentMode).toBe(true);

    const log = await f.t.inject({
      method: 'GET',
      url: `/api/clients/${f.a.id}/audit-log`,
      headers: { cookie: owner.cookie },
    });
    expect(log.json.entries[0]).toMatchObject({
      action: 'client.updated',
      actor: { kind: 'user', label: 'owner@sunsetrealty.com' },
      changes: { consentMode: { before: false, after: true } },
    });
    const operator = await f.t.login();
    expect((await put({ consentMode: false }, operator)).json).toMatchObject({ consentMode: false });
  });

  it('ignores page views without consent while on, with a clear answer; stores them with consent or when off', async () => {
    const { f, view, stored } = await setUp();
    // Off (the default): stored as always, with or without the flag.
    expect((await view()).json).toMatchObject({ recorded: true });
    expect(await stored()).toBe(1);

    await f.t.services.clients.update(f.a.id, { consentMode: true });
    const refused = await view();
    expect(refused.statusCode).toBe(200);
    expect(refused.json).toEqual({
      recorded: false,
      code: 'consent_required',
      error: expect.stringContaining('Frontdesk.consent(true)'),
    });
    expect(await stored()).toBe(1);
    // The flag is `true` or absent: anything else is bad input, and stores nothing.
    for (const consent of [false, 'true', 1])
      expect((await view({ consent })).statusCode, String(consent)).toBe(400);
    expect(await stored()).toBe(1);

    expect((await view({ consent: true })).json).toMatchObject({ recorded: true, position: 'bottom-right' });
    expect(await stored()).toBe(2);

    await f.t.services.clients.update(f.a.id, { consentMode: false });
    expect((await view()).json).toMatchObject({ recorded: true });
    expect(await stored()).toBe(3);
  });
});
