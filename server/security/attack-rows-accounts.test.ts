/**
 * Attack table rows 40–42 (../shared/SECURITY-ATTACKS.md): takeovers of customer accounts. Nobody but
 * an email's owner sets its password (links go to the mailbox only; the inviter sees "invited"), a
 * password someone else could have chosen never carries into another membership, a link acts only on
 * the membership it was made for and dies when the person's workspaces or password change. Also from
 * issue 34: another owner cannot remove the buyer, and a member cannot hand back a conversation another
 * person holds. The mail goes to the outbox (no SMTP), which stands for the person's own mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS, startFakePaypal, type FakePaypal } from '../payments/testing/fake-paypal.ts';
import { insertChat } from '../testing/chat-rows.ts';
import { appLogin, lastLinkTo, linkTokenOf, mailsTo, signedInCustomer } from '../testing/customer-session.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const json = { 'content-type': 'application/json' };
let fake: FakePaypal;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaypal();
  t = await startTestApp({
    env: {
      PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
      PAYPAL_API_BASE: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const client = (name: string) =>
  t.services.clients.create({
    clientName: `${name} Person`,
    businessName: name,
    domain: `${name.toLowerCase().replace(/\W+/g, '-')}.example`,
    plan: 'Premium',
  });

/** A purchase through the real subscription checkout (fake PayPal): the buyer's page gets its link. */
async function buy(email: string, businessName: string) {
  const form = {
    fullName: 'Some Buyer',
    email,
    businessName,
    website: `${businessName.toLowerCase().replace(/\W+/g, '-')}.example`,
    plan: 'Starter',
  };
  const started = await t.inject({
    method: 'POST',
    url: '/api/checkout/subscriptions',
    headers: json,
    payload: form,
  });
  expect(started.statusCode).toBe(200);
  const subscriptionId = started.json.subscriptionId as string;
  fake.billing.approve(subscriptionId);
  const res = await t.inject({
    method: 'POST',
    url: `/api/checkout/subscriptions/${subscriptionId}`,
    headers: json,
    payload: form,
  });
  expect(res.statusCode).toBe(200);
  return res.json as { clientId: string; setPasswordUrl: string | null };
}

/** A bought workspace's welcome mail travels through the outbox: waits for it, answers its link. */
async function welcomeLinkTo(email: string, business: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = mailsTo(t.dataDir, email)
      .filter((eml) => eml.includes(business) && eml.includes('#token='))
      .at(-1);
    if (mail) return /https?:\/\/\S+#token=[\w-]+/.exec(mail)?.[0] ?? '';
    await t.services.outbox.dispatcher.tick();
    await new Promise((r) => setTimeout(r, 25));
  }
  return '';
}

const setPassword = (link: string, password: string) =>
  t.inject({
    method: 'POST',
    url: '/api/app/password',
    headers: json,
    payload: { token: linkTokenOf(link), password },
  });
const switchTo = (cookie: string, clientId: string) =>
  t.inject({
    method: 'POST',
    url: '/api/app/workspace',
    headers: { ...json, cookie },
    payload: { clientId },
  });
const workspaceIds = (body: unknown) =>
  ((body as { workspaces: { clientId: string }[] }).workspaces ?? []).map((w) => w.clientId).sort();

describe('row 40: pre-hijack through an invitation', () => {
  it('the inviter never sees a link, and a password someone else chose never opens the victim’s new workspace', async () => {
    const x = await client('Xylo Tools');
    const mallory = await signedInCustomer(t, x.id, 'mallory@xylo.example', 'owner');
    const victim = 'vera@victim.example';

    // The invitation and a fresh link go to Vera's mailbox only: Mallory's answers hold no link.
    const invited = await t.inject({
      method: 'POST',
      url: `/api/clients/${x.id}/users`,
      headers: { ...json, cookie: mallory.cookie },
      payload: { email: victim },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json.status).toBe('invited');
    expect(invited.payload).not.toMatch(/token/i);
    const relink = await t.inject({
      method: 'POST',
      url: `/api/clients/${x.id}/users/${invited.json.user.id}/link`,
      headers: { cookie: mallory.cookie },
    });
    expect(relink.statusCode).toBe(200);
    expect(relink.payload).not.toMatch(/token/i);
    expect(lastLinkTo(t, victim)).toContain('#token=');

    // Mallory's other way in: buy a plan in Vera's name and choose its password on the buyer's page.
    const decoy = await buy(victim, 'Decoy Shop');
    expect((await setPassword(decoy.setPasswordUrl ?? '', 'mallory-chose-this')).statusCode).toBe(200);

    // Later Vera buys her own plan: nothing Mallory chose carries into it.
    const own = await buy(victim, 'Vera Vases');
    expect(own.setPasswordUrl).toMatch(/#token=/);
    const asMallory = await appLogin(t, victim, 'mallory-chose-this');
    expect(asMallory.status).toBe(200);
    expect(workspaceIds(asMallory.json)).toEqual([decoy.clientId]);
    expect((await switchTo(asMallory.cookie, own.clientId)).statusCode).toBe(404);
    expect((await switchTo(asMallory.cookie, x.id)).statusCode).toBe(404);

    // Vera sets her password from her own mail: it becomes every membership's, and Mallory's is gone.
    expect(
      (await setPassword(await welcomeLinkTo(victim, 'Vera Vases'), 'vera-own-password')).statusCode,
    ).toBe(200);
    expect((await appLogin(t, victim, 'mallory-chose-this')).status).toBe(401);
    const asVera = await appLogin(t, victim, 'vera-own-password');
    expect(workspaceIds(asVera.json)).toEqual([decoy.clientId, own.clientId, x.id].sort());
    // Her next workspace inherits the verified password: no link for anyone.
    const next = await buy(victim, 'Vera Vases Two');
    expect(next.setPasswordUrl).toBeNull();
  });
});

describe('row 41: an owner-issued link outlives its purpose', () => {
  it('is never given to the owner, acts on its membership only, and dies when the person joins or leaves a workspace', async () => {
    const x = await client('Kettle Co');
    const y = await client('Yarn Barn');
    const owner = await signedInCustomer(t, x.id, 'olga@kettle.example', 'owner');
    const member = 'milo@members.example';
    const added = await t.inject({
      method: 'POST',
      url: `/api/clients/${x.id}/users`,
      headers: { ...json, cookie: owner.cookie },
      payload: { email: member },
    });
    expect(added.payload).not.toMatch(/token/i);
    const kept = lastLinkTo(t, member);

    // Milo joins another workspace: the link made before it is dead, and sets nothing anywhere.
    await t.services.customerAccounts.addUser(y.id, { email: member, role: 'owner' });
    expect((await setPassword(kept, 'olga-chose-this')).statusCode).toBe(400);
    expect((await appLogin(t, member, 'olga-chose-this')).status).toBe(401);
    const ofMilo = await t.services.customerAccounts.membershipsOf(member);
    expect(ofMilo.map((m) => m.hasPassword)).toEqual([false, false]);

    // A link of his Kettle membership dies when that membership is removed.
    await t.services.customerAccounts.issueLink(x.id, added.json.user.id as string);
    const ofKettle = lastLinkTo(t, member);
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${x.id}/users/${added.json.user.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await setPassword(ofKettle, 'olga-chose-this')).statusCode).toBe(400);
    expect((await t.services.customerAccounts.membershipsOf(member))[0]?.hasPassword).toBe(false);
  });
});

describe('row 42: two reset links, the newer used, then the older', () => {
  it('any password change ends every outstanding link and every session of the person', async () => {
    const x = await client('Lamp Lane');
    const y = await client('Moss Market');
    const email = 'rita@resets.example';
    await signedInCustomer(t, x.id, email, 'owner', 'rita-password-1');
    await t.services.customerAccounts.addUser(y.id, { email, role: 'member' });
    const before = await appLogin(t, email, 'rita-password-1');
    expect(workspaceIds(before.json)).toEqual([x.id, y.id].sort());

    const reset = () =>
      t.inject({ method: 'POST', url: '/api/app/password-reset', headers: json, payload: { email } });
    await reset();
    const older = lastLinkTo(t, email);
    await reset();
    const newer = lastLinkTo(t, email);
    expect(newer).not.toBe(older);
    const ofY = (await t.services.customerAccounts.membershipsOf(email)).find((m) => m.clientId === y.id);
    await t.services.customerAccounts.issueLink(y.id, ofY?.id ?? '');
    const inviteLink = lastLinkTo(t, email);

    expect((await setPassword(newer, 'rita-password-2')).statusCode).toBe(200);
    expect((await setPassword(older, 'someone-else-1')).statusCode).toBe(400);
    expect((await setPassword(inviteLink, 'someone-else-2')).statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie: before.cookie } })).statusCode,
    ).toBe(401);
    expect((await appLogin(t, email, 'rita-password-2')).status).toBe(200);
    expect((await appLogin(t, email, 'someone-else-1')).status).toBe(401);
  });
});

describe('the buyer (first owner) of a workspace', () => {
  it('cannot be removed by another owner; themselves or an operator can', async () => {
    const x = await client('Buyer Bakes');
    const buyer = await signedInCustomer(t, x.id, 'bea@bakes.example', 'owner');
    const second = await signedInCustomer(t, x.id, 'sid@bakes.example', 'owner');
    const remove = (userId: string, cookie: string) =>
      t.inject({ method: 'DELETE', url: `/api/clients/${x.id}/users/${userId}`, headers: { cookie } });

    const pushed = await remove(buyer.userId, second.cookie);
    expect(pushed.statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/app/me', headers: { cookie: buyer.cookie } })).statusCode,
    ).toBe(200);
    // The buyer removes the second owner; an operator could remove the buyer (support).
    expect((await remove(second.userId, buyer.cookie)).statusCode).toBe(200);
    const third = await signedInCustomer(t, x.id, 'tia@bakes.example', 'owner');
    expect((await remove(buyer.userId, third.cookie)).statusCode).toBe(403);
    expect((await remove(buyer.userId, await t.login())).statusCode).toBe(200);
  });
});

describe('handing back a conversation', () => {
  it('only its holder, an owner or an operator hands it back; another member gets a conflict', async () => {
    const x = await client('Handback Hats');
    const ann = await signedInCustomer(t, x.id, 'ann@hats.example', 'member');
    const ben = await signedInCustomer(t, x.id, 'ben@hats.example', 'member');
    const owner = await signedInCustomer(t, x.id, 'oz@hats.example', 'owner');
    const sessionId = 'handback-session-0001';
    await insertChat(t.services.db, {
      clientId: x.id,
      sessionId,
      at: new Date().toISOString(),
      messages: ['Hello?'],
    });
    const act = (what: 'take' | 'release' | 'close', cookie: string) =>
      t.inject({
        method: 'POST',
        url: `/api/handoff/${sessionId}/${what}`,
        headers: { ...json, cookie },
        payload: { clientId: x.id },
      });
    expect((await act('take', ann.cookie)).json).toMatchObject({ status: 'operator', operator: 'ann' });
    const grabbed = await act('release', ben.cookie);
    expect(grabbed.statusCode).toBe(409);
    expect((await act('close', ben.cookie)).statusCode).toBe(409);
    expect((await t.services.handoff.state(x.id, sessionId)).operator).toBe('ann');
    // The owner may hand back another person's conversation (someone left it held).
    expect((await act('release', owner.cookie)).json).toMatchObject({ status: 'none', operator: null });
    expect((await act('take', ann.cookie)).statusCode).toBe(200);
    expect((await act('release', ann.cookie)).json).toMatchObject({ status: 'none' });
  });
});
