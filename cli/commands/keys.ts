import type { Command } from 'commander';
import { ApiKeyCreate } from '../../contract/clients.ts';
import { serviceEndpoints } from '../../contract/endpoints.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { notFound } from '../../server/domain/shared/index.ts';
import { confirmOrRefuse } from '../prompts.ts';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

export function registerKeys(program: Command): void {
  const keys = withExamples(
    program
      .command('keys')
      .description(`Secret API keys for server-to-server calls (POST ${serviceEndpoints.v1Chat.path})`),
    'frontdesk keys create adasbooks.com --name "Order sync"',
    'frontdesk keys list adasbooks.com',
  );

  withExamples(
    keys
      .command('create')
      .description('Create a secret API key; the key is printed once and stored only as a hash')
      .argument('<client>', 'client id or domain')
      .option('--name <name>', 'what the key is for', 'CLI key')
      .action(async (ref: string, opts: { name: string }, command: Command) => {
        const ctx = contextOf(command);
        const { name } = parseInput(ApiKeyCreate, { name: opts.name });
        const created = await ctx.withServices(async (s) =>
          s.apiKeys.create((await s.clients.resolve(ref)).id, name),
        );
        const { style } = ctx.out;
        ctx.out.result(created, () =>
          [
            `${style.green('Created API key')} "${created.name}" (${created.prefix}…):`,
            created.key,
            style.yellow('Store it now: it is not shown again.'),
          ].join('\n'),
        );
      }),
    'frontdesk keys create adasbooks.com --name "Order sync"',
    'frontdesk keys create adasbooks.com --json | jq -r .key',
  );

  withExamples(
    keys
      .command('list')
      .description("List a client's active keys by prefix")
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const apiKeys = await ctx.withServices(async (s) =>
          s.apiKeys.list((await s.clients.resolve(ref)).id),
        );
        ctx.out.result({ apiKeys }, () =>
          apiKeys.length === 0
            ? 'No active API keys.'
            : renderTable(
                apiKeys,
                [
                  { header: 'Prefix', value: (k) => k.prefix },
                  { header: 'Name', value: (k) => k.name, maxWidth: 40 },
                  { header: 'Created', value: (k) => k.createdAt },
                  { header: 'Last used', value: (k) => k.lastUsedAt ?? 'never' },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk keys list adasbooks.com',
  );

  withExamples(
    keys
      .command('revoke')
      .description('Revoke a key by its prefix (or id); calls with it fail at once')
      .argument('<client>', 'client id or domain')
      .argument('<key-prefix>', 'the prefix shown by `keys list`, e.g. fd_sk_AbC123xY')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (ref: string, prefix: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          // An unknown key is reported as such before anyone is asked about it.
          const key = (await s.apiKeys.list(client.id)).find((k) => k.prefix === prefix || k.id === prefix);
          if (!key) throw notFound('API key');
          await confirmOrRefuse(
            ctx,
            opts.yes,
            `Revoke API key ${key.prefix} ("${key.name}") of ${client.businessName}? Integrations using it stop working at once.`,
          );
          await s.apiKeys.revoke(client.id, prefix);
        });
        ctx.out.result({ ok: true, revoked: prefix }, () =>
          ctx.out.style.green(`Revoked API key ${prefix}.`),
        );
      }),
    'frontdesk keys revoke adasbooks.com fd_sk_AbC123xY',
    'frontdesk keys revoke adasbooks.com fd_sk_AbC123xY --yes --json',
  );
}
