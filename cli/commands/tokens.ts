import type { Command } from 'commander';
import type { Client } from '../../contract/clients.ts';
import type { ClientRecord } from '../../server/domain/shared/index.ts';
import type { Services } from '../../server/services.ts';
import { confirmOrRefuse } from '../prompts.ts';
import { contextOf, withExamples } from '../context.ts';

type TokenAction = (s: Services, id: string) => Promise<Client>;

/**
 * Resolves `<client>`, runs one client action, prints the updated client (JSON) or `text` of it.
 * `confirm` names what breaks when the action would cut off a live token; then it asks first (or
 * needs --yes off a terminal), like deleting a client.
 */
async function runClientAction(
  command: Command,
  ref: string,
  action: TokenAction,
  text: (c: Client) => string,
  confirm?: { yes: boolean | undefined; question: (c: ClientRecord) => string | null },
): Promise<void> {
  const ctx = contextOf(command);
  const client = await ctx.withServices(async (s) => {
    const record = await s.clients.resolve(ref);
    const question = confirm?.question(record);
    if (question) await confirmOrRefuse(ctx, confirm?.yes, question);
    return action(s, record.id);
  });
  ctx.out.result(client, () => text(client));
}

const tokenOf = (c: ClientRecord, test: boolean | undefined) => (test ? c.testAccessToken : c.accessToken);
const tokenName = (test: boolean | undefined) => (test ? 'test access token' : 'access token');

export function registerTokens(program: Command): void {
  const tokens = withExamples(
    program.command('tokens').description('Publishable widget tokens (production, or test with --test)'),
    'frontdesk tokens generate adasbooks.com',
    'frontdesk tokens revoke adasbooks.com --test',
  );

  withExamples(
    tokens
      .command('generate')
      .description('Create or replace the access token (the old one stops working at once)')
      .argument('<client>', 'client id or domain')
      .option('--test', 'the test token (works on any domain while test mode is on)')
      .option('-y, --yes', 'replace an existing token without asking (required when not on a terminal)')
      .action((ref: string, opts: { test?: boolean; yes?: boolean }, command: Command) =>
        runClientAction(
          command,
          ref,
          (s, id) => s.clients.generateToken(id, opts.test ? 'test' : 'live'),
          (c) => {
            const token = opts.test ? c.testAccessToken : c.accessToken;
            const note =
              opts.test && !c.testMode
                ? '\nTest mode is off: the test token works only after `frontdesk test-mode on`.'
                : '';
            return `${opts.test ? 'Test access token' : 'Access token'} for ${c.businessName}:\n${token ?? ''}${note}`;
          },
          {
            yes: opts.yes,
            question: (c) =>
              tokenOf(c, opts.test)
                ? `Replace the ${tokenName(opts.test)} of ${c.businessName} (${c.domain})? Widgets using the current one stop working at once.`
                : null,
          },
        ),
      ),
    'frontdesk tokens generate adasbooks.com',
    'frontdesk tokens generate adasbooks.com --test --yes --json | jq -r .testAccessToken',
  );

  withExamples(
    tokens
      .command('revoke')
      .description('Remove the access token; widgets using it stop working')
      .argument('<client>', 'client id or domain')
      .option('--test', 'the test token')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action((ref: string, opts: { test?: boolean; yes?: boolean }, command: Command) =>
        runClientAction(
          command,
          ref,
          (s, id) => s.clients.revokeToken(id, opts.test ? 'test' : 'live'),
          (c) => `${opts.test ? 'Test access token' : 'Access token'} revoked for ${c.businessName}.`,
          {
            yes: opts.yes,
            question: (c) =>
              tokenOf(c, opts.test)
                ? `Revoke the ${tokenName(opts.test)} of ${c.businessName} (${c.domain})? Widgets using it stop working at once.`
                : null,
          },
        ),
      ),
    'frontdesk tokens revoke adasbooks.com --yes',
    'frontdesk tokens revoke adasbooks.com --test --yes --json',
  );

  const testMode = withExamples(
    program.command('test-mode').description('Test mode: while on, the test token works on any domain'),
    'frontdesk test-mode on adasbooks.com',
    'frontdesk test-mode off adasbooks.com',
  );
  for (const [state, on] of [
    ['on', true],
    ['off', false],
  ] as const) {
    withExamples(
      testMode
        .command(state)
        .description(
          on
            ? 'Turn test mode on (the test token starts working)'
            : 'Turn test mode off (the test token stops working)',
        )
        .argument('<client>', 'client id or domain')
        .action((ref: string, _opts: unknown, command: Command) =>
          runClientAction(
            command,
            ref,
            (s, id) => s.clients.setTestMode(id, on),
            (c) =>
              `Test mode ${on ? 'enabled' : 'disabled'} for ${c.businessName}.${on && !c.testAccessToken ? '\nNo test token yet: run `frontdesk tokens generate --test`.' : ''}`,
          ),
        ),
      `frontdesk test-mode ${state} adasbooks.com`,
    );
  }
}
