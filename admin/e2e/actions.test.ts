import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { BUSINESS_API_KEY, startBusinessApi, type BusinessApi } from '../../server/testing/business-api.ts';
import { expectToast, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse, widgetHeaders } from './seed.ts';
import { CreateActionInput } from '../../contract/actions.ts';
import type { ChatMessage } from '../../contract/chat.ts';

let h: ConsoleHarness;
let api: BusinessApi;
let page: Page;
let shop: Client;
const SESSION = 'actions_session_0000001';

beforeAll(async () => {
  api = await startBusinessApi();
  h = await startConsole({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
  shop = await h.app.services.clients.create({
    clientName: 'Shop Owner',
    businessName: 'Action Shop',
    domain: 'actionshop.example',
    plan: 'Premium',
    industry: 'Retail',
    testMode: true,
    aiContent: 'Shipping takes two business days.',
  });
  page = await h.newPage({ signedIn: true });
});
afterAll(async () => {
  await h?.close();
  await api?.close();
});

describe('actions in the console', () => {
  it('creates an action (a bad template named on its field), tries it, reads its calls and the chat detail, deletes it', async () => {
    await page.goto(`/admin/clients/${shop.id}`);
    const section = page.getByRole('region', { name: 'Actions' });
    await section.getByText('No actions yet.').waitFor();
    await section.getByRole('button', { name: 'Add Action' }).click();
    const dialog = page.getByRole('dialog', { name: 'New action' });
    await dialog.getByLabel('Name', { exact: true }).fill('Order lookup');
    await dialog.getByLabel('What it is for').fill('The status of an order, by its number.');
    await dialog.getByLabel('Example questions (one a line)').fill('Where is my order?');
    await dialog.getByLabel('URL', { exact: true }).fill(`${api.url}/orders/{order}`);
    await dialog.getByLabel('Secret header', { exact: true }).fill('X-Api-Key');
    await dialog.getByLabel('Secret', { exact: true }).fill(BUSINESS_API_KEY);
    await dialog.getByLabel('Answer fields to use (dot paths, one a line)').fill('order.status\norder.eta');
    await dialog.getByRole('button', { name: 'Create Action' }).click();
    await dialog.getByText('{order} in the URL is not a parameter of this action').waitFor();

    await dialog.getByRole('button', { name: 'Add Parameter' }).click();
    await dialog.getByLabel('Parameter 1 name').fill('orderNumber');
    await dialog.getByLabel('Parameter 1 description').fill('your order number');
    await dialog.getByLabel('URL', { exact: true }).fill(`${api.url}/orders/{orderNumber}`);
    await dialog.getByRole('button', { name: 'Create Action' }).click();
    await expectToast(page, 'Action created');
    await section.getByText('Secret set').waitFor();
    expect(await page.content()).not.toContain(BUSINESS_API_KEY);
    expect(await seriousViolations(page)).toEqual([]);

    await section.getByRole('button', { name: 'Try Order lookup' }).click();
    const tryDialog = page.getByRole('dialog', { name: 'Try Order lookup' });
    await tryDialog.getByLabel('orderNumber', { exact: true }).fill('10234');
    await tryDialog.getByRole('button', { name: 'Run' }).click();
    await tryDialog.getByRole('status').getByText('Shipped').waitFor();
    expect(await tryDialog.getByRole('status').innerText()).toContain('HTTP 200');
    await page.keyboard.press('Escape');

    await section.getByRole('button', { name: 'Calls of Order lookup' }).click();
    const log = page.getByRole('dialog', { name: 'Calls of Order lookup' });
    await log.getByText('console try', { exact: false }).waitFor();
    expect(await log.innerText()).toContain('"orderNumber":"10234"');
    await page.keyboard.press('Escape');

    // The builtin answerer calls it in a conversation; the chat detail shows the call.
    await converse(h.app, shop, SESSION, ['Where is my order 10234?']);
    await page.goto(`/admin/chats/${SESSION}?clientId=${shop.id}`);
    const calls = page.getByRole('region', { name: 'Actions called' });
    await calls.getByText('Order lookup').waitFor();
    await page.getByText('From Order lookup: status: Shipped').waitFor();

    await page.goto(`/admin/clients/${shop.id}`);
    await section.getByRole('button', { name: 'Delete Order lookup' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Action' }).click();
    await expectToast(page, 'Action deleted');
    await section.getByText('No actions yet.').waitFor();
  });

  it("shows a changing action's confirmation card and its outcome in the chat detail", async () => {
    await h.app.services.actions.create(
      shop.id,
      CreateActionInput.parse({
        name: 'Cancel order',
        description: 'Cancels an order that has not shipped yet.',
        examples: ['Please cancel my order'],
        method: 'POST',
        url: `${api.url}/orders/{orderNumber}/cancel`,
        secretHeader: 'X-Api-Key',
        secret: BUSINESS_API_KEY,
        parameters: [{ name: 'orderNumber', type: 'string', description: 'your order number' }],
        fields: ['order.status'],
        changes: true,
      }),
    );
    const session = 'actions_session_0000002';
    await converse(h.app, shop, session, ['Please cancel my order 10234']);
    const read = await h.app.inject({
      method: 'GET',
      url: `/api/chat/messages/${session}`,
      headers: widgetHeaders(shop),
    });
    const card = (read.json as { messages: ChatMessage[] }).messages.findLast((m) => m.metadata.actionCard)
      ?.metadata.actionCard;
    expect(card?.state).toBe('pending');
    await page.goto(`/admin/chats/${session}?clientId=${shop.id}`);
    const note = page.locator(`[data-action-card="${card!.id}"]`);
    await note.getByText('Waiting for the visitor to confirm or cancel').waitFor();
    const confirmed = await h.app.inject({
      method: 'POST',
      url: `/api/chat/action-cards/${card!.id}/confirm`,
      headers: widgetHeaders(shop),
      payload: { sessionId: session },
    });
    expect(confirmed.statusCode, confirmed.payload).toBe(200);
    await page.reload();
    await note.getByText('Cancels an order that has not shipped yet (order number: 10234).').waitFor();
    await note.getByText('Confirmed by the visitor: the action ran').waitFor();
    await page.getByText('Done: Cancel order. status: Cancelled.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
