import { Option, type Command } from 'commander';
import { CLIENT_STATUSES, ClientCreate, ClientUpdate } from '../../contract/clients.ts';
import { PlanName } from '../../contract/plans.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { UsageError } from '../cli-error.ts';
import { contextOf, withExamples } from '../context.ts';
import { choice } from '../options.ts';
import { confirmByTypingOrRefuse } from '../prompts.ts';
import { readTextFile } from '../stdin.ts';
import { renderClientDetails, renderClientTable } from './client-views.ts';

interface FieldOptions {
  name?: string;
  business?: string;
  domain?: string;
  plan?: string;
  email?: string;
  phone?: string;
  industry?: string;
  notes?: string;
  aiContentFile?: string;
  status?: string;
  messagesUsed?: string;
  messageLimit?: string;
}

/** Flag name → API field name; the body then goes through the API's own schema for identical messages. */
const FIELDS: [keyof FieldOptions, string][] = [
  ['name', 'clientName'],
  ['business', 'businessName'],
  ['domain', 'domain'],
  ['plan', 'plan'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['industry', 'industry'],
  ['notes', 'notes'],
  ['status', 'status'],
  ['messagesUsed', 'messagesUsed'],
];

async function bodyFrom(opts: FieldOptions): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [flag, field] of FIELDS) if (opts[flag] !== undefined) body[field] = opts[flag];
  if (opts.aiContentFile !== undefined) body.aiContent = await readTextFile(opts.aiContentFile);
  // "default" goes back to the plan's allowance; the number's range is the API schema's to check.
  if (opts.messageLimit !== undefined) {
    const v = opts.messageLimit.trim();
    if (v.toLowerCase() !== 'default' && !/^\d+$/.test(v))
      throw new UsageError("--message-limit takes a whole number or 'default'");
    body.customMessageLimit = v.toLowerCase() === 'default' ? null : Number(v);
  }
  return body;
}

const REQUIRED_ON_CREATE: [keyof FieldOptions, string][] = [
  ['name', '--name'],
  ['business', '--business'],
  ['domain', '--domain'],
  ['plan', '--plan'],
];

function addFieldOptions(command: Command): Command {
  return command
    .option('--name <name>', 'client (contact) name')
    .option('--business <name>', 'business name')
    .option('--domain <domain>', 'the website the widget runs on, e.g. shop.example.com')
    .option('--plan <plan>', `plan: ${PlanName.options.join(', ')}`, choice(PlanName.options))
    .option('--email <email>', 'contact email')
    .option('--phone <phone>', 'contact phone')
    .option('--industry <industry>', 'industry, e.g. E-commerce, Real Estate, Healthcare')
    .option('--notes <text>', 'internal notes')
    .option('--ai-content-file <file>', 'file whose text becomes the AI knowledge ("-" reads stdin)');
}

export function registerClients(program: Command): void {
  const clients = withExamples(
    program.command('clients').description('Client businesses: list, inspect, create, update, delete'),
    'frontdesk clients list --plan Premium',
    'frontdesk clients show adasbooks.com',
  );

  withExamples(
    clients
      .command('list')
      .description("List clients with this month's usage")
      .option('--plan <plan>', `only this plan (${PlanName.options.join(', ')})`, choice(PlanName.options))
      .option(
        '--status <status>',
        `only this status (${CLIENT_STATUSES.join(', ')})`,
        choice(CLIENT_STATUSES),
      )
      .option('--search <text>', 'match client name, business name or domain')
      .action(async (opts: { plan?: string; status?: string; search?: string }, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.withServices((s) =>
          s.clients.list({ plan: opts.plan, status: opts.status, search: opts.search }),
        );
        ctx.out.result({ clients: list }, () => renderClientTable(list, ctx.out.style));
      }),
    'frontdesk clients list',
    'frontdesk clients list --plan Premium --status Active',
    'frontdesk clients list --search boutique --json | jq -r ".clients[].id"',
  );

  withExamples(
    clients
      .command('show')
      .description('Show one client, found by id or domain')
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = await ctx.withServices(async (s) => s.clients.get((await s.clients.resolve(ref)).id));
        ctx.out.result(client, () => renderClientDetails(client, ctx.out.style));
      }),
    'frontdesk clients show shop.example.com',
    'frontdesk clients show 3f6c0e1a-… --json',
  );

  withExamples(
    addFieldOptions(
      clients.command('create').description('Create a client (test mode on, with a test token)'),
    ).action(async (opts: FieldOptions, command: Command) => {
      const ctx = contextOf(command);
      // Options not given at all are bad usage (exit 2); given but empty or invalid, the API's messages (exit 1).
      const missing = REQUIRED_ON_CREATE.filter(([key]) => opts[key] === undefined).map(([, flag]) => flag);
      if (missing.length > 0)
        throw new UsageError(
          `required option${missing.length > 1 ? 's' : ''} not specified: ${missing.join(', ')}`,
        );
      const input = parseInput(ClientCreate, await bodyFrom(opts));
      const client = await ctx.withServices((s) => s.clients.create(input));
      ctx.out.result(
        client,
        () =>
          `${ctx.out.style.green(`Created ${client.businessName}.`)}\n${renderClientDetails(client, ctx.out.style)}`,
      );
    }),
    'frontdesk clients create --name "Ada Lovelace" --business "Ada\'s Books" --domain adasbooks.com --plan Starter',
    'frontdesk clients create --name Ada --business "Ada\'s Books" --domain adasbooks.com --plan Premium --email ada@adasbooks.com --ai-content-file knowledge.txt',
  );

  withExamples(
    addFieldOptions(
      clients.command('update').description('Change client fields; only the options given are changed'),
    )
      .argument('<client>', 'client id or domain')
      .addOption(
        new Option('--status <status>', `${CLIENT_STATUSES.join(', ')}`).argParser(choice(CLIENT_STATUSES)),
      )
      .option('--messages-used <count>', "set this month's usage count")
      .option(
        '--message-limit <count|default>',
        "custom monthly AI-message limit, or 'default' for the plan's allowance",
      )
      .action(async (ref: string, opts: FieldOptions, command: Command) => {
        const ctx = contextOf(command);
        const body = await bodyFrom(opts);
        if (Object.keys(body).length === 0)
          throw new UsageError('nothing to update: give at least one field option (see --help)');
        const patch = parseInput(ClientUpdate, body);
        const client = await ctx.withServices(async (s) =>
          s.clients.update((await s.clients.resolve(ref)).id, patch),
        );
        ctx.out.result(
          client,
          () =>
            `${ctx.out.style.green(`Updated ${client.businessName}.`)}\n${renderClientDetails(client, ctx.out.style)}`,
        );
      }),
    'frontdesk clients update adasbooks.com --plan Premium',
    'frontdesk clients update adasbooks.com --message-limit 20000',
    'frontdesk clients update adasbooks.com --message-limit default',
    'frontdesk clients update adasbooks.com --status Suspended --notes "Card expired"',
  );

  withExamples(
    clients
      .command('delete')
      .description('Delete a client and all its data (on a terminal, asks for its domain to be typed)')
      .argument('<client>', 'client id or domain')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (ref: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const deleted = await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          await confirmByTypingOrRefuse(
            ctx,
            opts.yes,
            `Delete ${client.businessName} (${client.domain})? Are you sure you want to delete this client? This action cannot be undone.`,
            client.domain,
          );
          await s.clients.delete(client.id);
          return client;
        });
        ctx.out.result({ ok: true, id: deleted.id }, () =>
          ctx.out.style.green(`Deleted ${deleted.businessName} (${deleted.domain}).`),
        );
      }),
    'frontdesk clients delete adasbooks.com',
    'frontdesk clients delete 3f6c0e1a-… --yes --json',
  );
}
