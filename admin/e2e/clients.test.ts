import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectToast,
  openMenu,
  pick,
  seriousViolations,
  startConsole,
  type ConsoleHarness,
} from './console-harness.ts';

let h: ConsoleHarness;
let page: Page;
beforeAll(async () => {
  h = await startConsole();
  page = await h.newPage({ signedIn: true });
});
afterAll(async () => h?.close());

const dialog = (p: Page) => p.getByRole('dialog');

async function rowAction(p: Page, businessName: string, action: string) {
  const item = p.getByRole('menuitem', { name: action });
  await openMenu(p.getByRole('button', { name: `Actions for ${businessName}` }), item);
  await item.click();
}

/** The Close button, not Escape: Escape first dismisses an open toast, which is a layer of its own. */
async function closeDialog(p: Page) {
  await dialog(p).getByRole('button', { name: 'Close', exact: true }).click();
  await dialog(p).waitFor({ state: 'detached' });
}

describe('clients screen', () => {
  it("shows 'No clients yet' with an add button and the summary cards on an empty database", async () => {
    await page.goto('/admin/clients');
    await page.getByText('No clients yet').waitFor();
    for (const card of ['Total Clients', 'Active Clients', 'AI Replies This Month', 'Enterprise Clients']) {
      await page.getByRole('heading', { name: card }).waitFor();
    }
    await page.getByRole('button', { name: 'Add Your First Client' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates a client through the form, showing every validation message of the contract', async () => {
    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Add New Client' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create Client' }).click();
    for (const message of [
      'Client name is required',
      'Business name is required',
      'Domain is required',
      'Plan is required',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await form.getByLabel('Domain', { exact: true }).fill('localhost');
    await form.getByText('Please enter a valid domain name', { exact: true }).waitFor();
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor();
    // The invalid fields are marked for assistive technology too.
    expect(await form.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Client Name', { exact: true }).fill('Jane Owner');
    await form.getByLabel('Business Name', { exact: true }).fill('Sunny Days Boutique');
    await form.getByLabel('Domain', { exact: true }).fill('sunnydays.example');
    await form.getByLabel('Email', { exact: true }).fill('');
    await form.getByLabel('Phone', { exact: true }).fill('+1 555 0100');
    await pick(page, 'Plan', 'Starter');
    await form
      .getByLabel('AI Content', { exact: true })
      .fill('We sell summer dresses. Free shipping over $150.');
    expect(await form.getByRole('alert').count()).toBe(0);
    await form.getByRole('button', { name: 'Create Client' }).click();
    await expectToast(page, 'Client added');
    await dialog(page).waitFor({ state: 'detached' });

    const row = page.getByTestId('client-row').filter({ hasText: 'Sunny Days Boutique' });
    await row.waitFor();
    // The industry is in the row on wide screens only (a 1280 px laptop keeps the columns that matter).
    await row.getByText('Not specified').waitFor({ state: 'attached' });
    await row.getByText('0 / 200').waitFor();
    expect(await row.getByRole('link', { name: 'sunnydays.example' }).getAttribute('href')).toBe(
      'https://sunnydays.example',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows the server's field message when the server refuses the form", async () => {
    await page.route('**/api/clients', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Invalid',
              code: 'validation_failed',
              fields: { domain: 'Domain is already in use' },
            }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Add Client', exact: true }).click();
    const form = dialog(page);
    await form.getByLabel('Client Name', { exact: true }).fill('Other');
    await form.getByLabel('Business Name', { exact: true }).fill('Other Shop');
    await form.getByLabel('Domain', { exact: true }).fill('other.example');
    await pick(page, 'Plan', 'Premium');
    await form.getByRole('button', { name: 'Create Client' }).click();
    const message = form.getByText('Domain is already in use');
    await message.waitFor();
    expect(await message.count()).toBe(1);
    await expectToast(page, 'Error', 'Failed to create client. Please try again.');
    // Nothing was created: the refused client is not in the server's list.
    expect((await h.app.services.clients.list()).map((c) => c.domain)).not.toContain('other.example');
    await page.unroute('**/api/clients');
    await closeDialog(page);
  });

  it('edits a client; the edit dialog reads usage against the one enforced limit, custom or the plan’s', async () => {
    await rowAction(page, 'Sunny Days Boutique', 'Edit Client');
    const form = dialog(page);
    await form.getByRole('heading', { name: 'Edit Client' }).waitFor();
    // Starter sells 200 AI messages a month: the list, this panel and the server all read 200.
    await form.getByText('0 / 200 (0%)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('Business Name', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Business name is required').waitFor();
    await form.getByLabel('Business Name', { exact: true }).fill('Sunny Days');
    await pick(page, 'Industry', 'Retail');
    await form.getByLabel('Messages Used', { exact: true }).fill('170');
    await form.getByText('170 / 200 (85%)').waitFor();
    // A custom limit replaces the plan's in the panel; emptied, the plan's allowance is back.
    const limit = form.getByLabel('Monthly Message Limit', { exact: true });
    await limit.fill('1000');
    await form.getByText('170 / 1,000 (17%)').waitFor();
    await limit.fill('');
    await form.getByText('170 / 200 (85%)').waitFor();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Client updated');
    const row = page.getByTestId('client-row').filter({ hasText: 'Sunny Days' });
    await row.getByText('170 / 200').waitFor();
    await row.getByText('Near limit').waitFor();
    await row.getByText('Retail').waitFor({ state: 'attached' });
  });

  it("warns 'Approaching limit' and 'Limit exceeded!' and resets usage after confirmation", async () => {
    await rowAction(page, 'Sunny Days', 'Message Usage');
    await dialog(page).getByText('Approaching limit').waitFor();
    await closeDialog(page);

    await rowAction(page, 'Sunny Days', 'Edit Client');
    await dialog(page).getByLabel('Messages Used', { exact: true }).fill('1,200');
    await dialog(page).getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Client updated');
    await rowAction(page, 'Sunny Days', 'Message Usage');
    await dialog(page).getByText('Limit exceeded!').waitFor();
    await dialog(page).getByText('1,200 / 200 (600%)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Reset Usage' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Reset Usage' }).click();
    await expectToast(page, 'Usage reset', 'Message usage has been reset to 0.');
    await dialog(page).getByText('0 / 200 (0%)').waitFor();
    await closeDialog(page);
    await page.getByTestId('client-row').filter({ hasText: 'Sunny Days' }).getByText('0 / 200').waitFor();
  });

  it('generates, regenerates and revokes tokens and toggles test mode (test token only while on)', async () => {
    await rowAction(page, 'Sunny Days', 'API Integration');
    const d = dialog(page);
    await d.getByText('No access token generated.').waitFor();
    // New clients start in test mode with a test token.
    const testToken = d.getByRole('textbox', { name: 'Test Access Token value', exact: true });
    expect(await testToken.inputValue()).toMatch(/\S{20,}/);
    expect(await seriousViolations(page)).toEqual([]);

    await d.getByRole('button', { name: 'Generate Access Token' }).click();
    await expectToast(page, 'Access token generated');
    const live = d.getByRole('textbox', { name: 'Access Token value', exact: true });
    const first = await live.inputValue();
    expect(first).toMatch(/\S{20,}/);
    await d.getByRole('button', { name: 'Regenerate Access Token' }).click();
    // A live token is replaced only once confirmed: Cancel keeps it.
    const confirm = page.getByRole('alertdialog', { name: 'Regenerate Access Token?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await live.inputValue()).toBe(first);
    await d.getByRole('button', { name: 'Regenerate Access Token' }).click();
    await confirm.getByRole('button', { name: 'Regenerate' }).click();
    await expectToast(page, 'Access token generated');
    await page.waitForFunction((old) => {
      const input = document.querySelector<HTMLInputElement>('input[aria-label="Access Token value"]');
      return input !== null && input.value !== old;
    }, first);

    await d.getByRole('switch', { name: 'Test Mode' }).click();
    await expectToast(page, 'Test mode disabled');
    await d
      .getByRole('textbox', { name: 'Test Access Token value', exact: true })
      .waitFor({ state: 'detached' });
    await d.getByRole('switch', { name: 'Test Mode' }).click();
    await expectToast(page, 'Test mode enabled');
    await d.getByRole('heading', { name: 'Test Access Token' }).waitFor();

    await d.getByRole('button', { name: 'Revoke Test Access Token' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke Test Access Token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expectToast(page, 'Test access token revoked');
    await d.getByRole('button', { name: 'Generate Test Access Token' }).click();
    await expectToast(page, 'Test access token generated');

    await d.getByRole('button', { name: 'Revoke Access Token' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke Access Token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expectToast(page, 'Access token revoked');
    await d.getByText('No access token generated.').waitFor();
  });

  it('creates a secret API key shown once, lists it by prefix and revokes it', async () => {
    const d = dialog(page);
    await d.getByText('No API keys yet.').waitFor();
    await d.getByRole('button', { name: 'Create Key' }).click();
    await d.getByText('Name is required').waitFor();
    await d.getByLabel('New key name').fill('Order system');
    await d.getByRole('button', { name: 'Create Key' }).click();
    await expectToast(page, 'API key created');
    const secret = await d.getByRole('textbox', { name: 'New secret API key' }).inputValue();
    expect(secret.length).toBeGreaterThan(20);
    await d.getByText('Order system', { exact: true }).waitFor();
    await d.getByRole('button', { name: 'Done' }).click();
    await d.getByRole('textbox', { name: 'New secret API key' }).waitFor({ state: 'detached' });
    expect(await d.textContent()).not.toContain(secret);

    await d.getByRole('button', { name: 'Revoke API key Order system' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Key' }).click();
    await expectToast(page, 'API key revoked');
    await d.getByText('No API keys yet.').waitFor();
    await closeDialog(page);
  });

  it('shows the failure toast when a token call fails', async () => {
    await page.route('**/generate-token', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await rowAction(page, 'Sunny Days', 'API Integration');
    await dialog(page).getByRole('button', { name: 'Generate Access Token' }).click();
    const shown = await expectToast(page, 'Error', 'Failed to generate access token. Please try again.');
    expect(shown).toContain('Failed to generate access token. Please try again.');
    await page.unroute('**/generate-token');
    await closeDialog(page);
  });

  it('customizes the chatbot with FAQs, showing every customization validation message', async () => {
    await rowAction(page, 'Sunny Days', 'Customize Chatbot');
    const d = dialog(page);
    await d.getByLabel('Header Title', { exact: true }).fill('');
    await d.getByLabel('First Message', { exact: true }).fill('');
    await d.getByLabel('Theme Color', { exact: true }).fill('');
    await d.getByRole('button', { name: 'Add FAQ' }).click();
    await d.getByRole('button', { name: 'Save Customization' }).click();
    for (const message of [
      'Header title is required',
      'First message is required',
      'Theme color is required',
      'Question is required',
      'Answer is required',
    ]) {
      await d.getByText(message, { exact: true }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);

    await d.getByLabel('Header Title', { exact: true }).fill('Ask Sunny');
    await d.getByLabel('First Message', { exact: true }).fill('Hi! Looking for a summer dress?');
    await d.getByLabel('Theme Color', { exact: true }).fill('#be185d');
    await d.getByLabel('Question 1', { exact: true }).fill('Do you ship abroad?');
    await d.getByLabel('Answer 1', { exact: true }).fill('Yes, to the EU and UK.');
    await d.getByRole('button', { name: 'Add FAQ' }).click();
    await d.getByLabel('Question 2', { exact: true }).fill('Temporary question');
    await d.getByLabel('Answer 2', { exact: true }).fill('Temporary answer');
    await d.getByRole('button', { name: 'Remove FAQ 2' }).click();
    await pick(page, 'Position', 'Bottom Left');
    // The preview beside the form follows the unsaved settings.
    const preview = d.getByRole('complementary', { name: 'Widget preview' });
    await preview.getByText('Ask Sunny').waitFor();
    await preview.getByText('Do you ship abroad?').waitFor();
    await d.getByRole('button', { name: 'Save Customization' }).click();
    await expectToast(page, 'Chatbot customization updated');
    await dialog(page).waitFor({ state: 'detached' });

    const stored = (await h.app.services.clients.list()).find((c) => c.businessName === 'Sunny Days');
    expect(stored?.chatCustomizations).toMatchObject({
      headerTitle: 'Ask Sunny',
      firstMessage: 'Hi! Looking for a summer dress?',
      themeColor: '#be185d',
      position: 'bottom-left',
      faqs: [{ question: 'Do you ship abroad?', answer: 'Yes, to the EU and UK.' }],
    });

    await rowAction(page, 'Sunny Days', 'Customize Chatbot');
    expect(await dialog(page).getByLabel('Question 1', { exact: true }).inputValue()).toBe(
      'Do you ship abroad?',
    );
    await dialog(page).getByLabel('Answer 1', { exact: true }).fill('Yes, worldwide.');
    await dialog(page).getByRole('button', { name: 'Save Customization' }).click();
    // The first save's toast (same text) can still be showing, so the toast alone does not prove this
    // save landed; the dialog closes only once the server has answered it.
    await dialog(page).waitFor({ state: 'detached' });
    await expectToast(page, 'Chatbot customization updated');
    const updated = (await h.app.services.clients.list()).find((c) => c.businessName === 'Sunny Days');
    expect(updated?.chatCustomizations.faqs).toEqual([
      { question: 'Do you ship abroad?', answer: 'Yes, worldwide.' },
    ]);
  });

  it('words a proactive message and a page rule in Spanish, refusing markup in a version', async () => {
    await rowAction(page, 'Sunny Days', 'Customize Chatbot');
    const d = dialog(page);
    await d.getByRole('button', { name: 'Add Proactive Message' }).click();
    await d.getByLabel('Message 1', { exact: true }).fill('Looking for a summer dress?');
    await pick(page, 'Add a Language Version of proactive message 1', 'Español');
    await d.getByLabel('Message 1 (Español)', { exact: true }).fill('<b>¿Busca un vestido?</b>');
    await d.getByRole('button', { name: 'Add Page Rule' }).click();
    await d.getByLabel('Greeting 1', { exact: true }).fill('Comparing dresses?');
    await pick(page, 'Add a Language Version of page rule 1', 'Español');
    await d.getByLabel('Greeting 1 (Español)', { exact: true }).fill('¿Comparando vestidos?');
    await d.getByLabel('Suggested Questions 1 (Español)', { exact: true }).fill('¿Envían a Canarias?');
    await d.getByRole('button', { name: 'Save Customization' }).click();
    // The server refuses the markup and the dialog names the Spanish field.
    await d.getByText('Messages are plain text: HTML tags are not allowed', { exact: true }).waitFor();
    await d.getByLabel('Message 1 (Español)', { exact: true }).fill('¿Busca un vestido de verano?');
    await d.getByRole('button', { name: 'Save Customization' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const stored = (await h.app.services.clients.list()).find((c) => c.businessName === 'Sunny Days');
    expect(stored?.chatCustomizations.proactive).toEqual([
      {
        path: '/pricing*',
        delaySeconds: 10,
        message: 'Looking for a summer dress?',
        texts: { es: { message: '¿Busca un vestido de verano?' } },
      },
    ]);
    expect(stored?.chatCustomizations.pageRules).toEqual([
      {
        path: '/pricing*',
        greeting: 'Comparing dresses?',
        texts: { es: { greeting: '¿Comparando vestidos?', suggestions: ['¿Envían a Canarias?'] } },
      },
    ]);
    // Reopened, the version is there to edit or remove.
    await rowAction(page, 'Sunny Days', 'Customize Chatbot');
    expect(await dialog(page).getByLabel('Greeting 1 (Español)', { exact: true }).inputValue()).toBe(
      '¿Comparando vestidos?',
    );
    await dialog(page).getByRole('button', { name: 'Remove the Spanish version of page rule 1' }).click();
    expect(await dialog(page).getByLabel('Greeting 1 (Español)', { exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await closeDialog(page);
  });

  it('shows the details dialog and resets usage from it', async () => {
    await rowAction(page, 'Sunny Days', 'View Details');
    const d = dialog(page);
    await d.getByText('Jane Owner', { exact: true }).waitFor();
    await d.getByText('We sell summer dresses.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await d.getByRole('button', { name: 'Reset Usage' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Usage' }).click();
    await expectToast(page, 'Usage reset');
    await closeDialog(page);
  });

  it('opens the client detail page with its cards, and Client Not Found for an unknown id', async () => {
    await rowAction(page, 'Sunny Days', 'Open Client Page');
    await page.getByRole('heading', { name: 'Jane Owner', level: 1 }).waitFor();
    for (const card of [
      'AI Replies This Month',
      'Status',
      'Member Since',
      'Industry',
      'Contact Information',
      'Business Information',
      'AI Content',
    ]) {
      await page.getByRole('heading', { name: card, exact: true }).waitFor();
    }
    await page.getByText('of 200 (0%)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The page offers the row menu's dialogs too, and they show the page's client.
    await page.getByRole('button', { name: 'Message Usage' }).click();
    await dialog(page).getByText('0 / 200 (0%)').waitFor();
    await closeDialog(page);
    expect(await page.getByRole('link', { name: 'Preview Chat' }).getAttribute('href')).toMatch(
      /^\/admin\/[0-9a-f-]{36}$/,
    );

    await page.goto('/admin/clients/00000000-0000-0000-0000-000000000000');
    await page.getByRole('heading', { name: 'Client Not Found' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/admin/clients');
  });

  it("shows 'Failed to load clients' with 'Try Again' when the list cannot be loaded", async () => {
    let fail = true;
    await page.route('**/api/clients', (route) =>
      fail ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.goto('/admin/clients');
    await page.getByText('Failed to load clients').waitFor();
    expect(await page.getByTestId('client-row').count()).toBe(0);
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('client-row').first().waitFor();
    expect(await page.getByTestId('client-row').count()).toBe((await h.app.services.clients.list()).length);
    expect(await page.getByText('Failed to load clients').count()).toBe(0);
    await page.unroute('**/api/clients');
  });

  it("alerts 'Failed to delete client' when delete fails, and deletes after the exact confirmation", async () => {
    await page.goto('/admin/clients');
    await page.route('**/api/clients/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'no' }) : route.continue(),
    );
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await rowAction(page, 'Sunny Days', 'Delete Client');
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to delete this client? This action cannot be undone.', {
        exact: true,
      })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => document.querySelector('[role="alertdialog"]') === null);
    expect(alerts).toEqual(['Failed to delete client']);
    await page.unroute('**/api/clients/*');

    await rowAction(page, 'Sunny Days', 'Delete Client');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Client deleted');
    await page.getByText('No clients yet').waitFor();
  });

  it('fits a phone (cards) and a 1280 px laptop (no column cut), finds by search, shows limits reached', async () => {
    const shop = await h.app.services.clients.create({
      clientName: 'Phone Owner',
      businessName: 'Phone Shop',
      domain: 'phone.example',
      plan: 'Enterprise',
    });
    await h.app.services.usage.set(shop.id, 1000);
    const laptop = await h.newPage({ signedIn: true, viewport: { width: 1280, height: 800 } });
    await laptop.goto('/admin/clients');
    const row = laptop.getByTestId('client-row').filter({ hasText: 'Phone Shop' });
    await row.getByText('Limit reached').waitFor();
    // Every table fits: none is wider than its frame, and the page does not scroll sideways.
    const cut = await laptop.evaluate(
      () =>
        [...document.querySelectorAll('table')].filter(
          (t) => t.scrollWidth > (t.parentElement?.clientWidth ?? 0),
        ).length,
    );
    expect(cut).toBe(0);
    expect(
      await laptop.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await row.getByRole('button', { name: 'Actions for Phone Shop' }).isVisible()).toBe(true);
    await laptop.getByLabel('Search clients').fill('phone.example');
    await expect.poll(() => laptop.getByTestId('client-row').count()).toBe(1);
    await laptop.getByLabel('Search clients').fill('no such shop');
    await laptop.getByText('No client matches').waitFor();
    await laptop.close();
    await h.app.services.usage.set(shop.id, 0);

    const phone = await h.newPage({ signedIn: true, viewport: { width: 375, height: 740 } });
    await phone.goto('/admin/clients');
    await phone.getByTestId('client-card').first().waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone)).toEqual([]);
  });

  it('runs a row action from the keyboard alone, and focus returns to the row afterwards', async () => {
    await page.goto('/admin/clients');
    const trigger = page.getByRole('button', { name: 'Actions for Phone Shop' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Open Client Page' }).waitFor();
    await page.keyboard.press('ArrowDown');
    // Radix moves focus on the next frame; wait for it rather than read it at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('View Details');
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Client Details' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // The dialog returns focus on a later frame than it leaves the DOM; wait for it as above.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Actions for Phone Shop');
  });

  it("shows 'Loading clients...' until the list arrives", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/clients', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/clients');
    await page.getByText('Loading clients...').waitFor();
    expect(await page.getByTestId('client-row').count()).toBe(0);
    release();
    await page.getByTestId('client-row').first().waitFor();
    expect(await page.getByText('Loading clients...').count()).toBe(0);
    await page.unroute('**/api/clients');
  });
});
