import type { Command } from 'commander';
import { WEBHOOK_EVENT_TYPES } from '../../contract/events.ts';
import { WebhookEndpointCreate, WebhookEndpointUpdate } from '../../contract/webhooks.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { confirmOrRefuse } from '../prompts.ts';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `frontdesk webhooks …`: a client's signed webhook endpoints, their secrets and delivery logs. */
export function registerWebhooks(program: Command): void {
  const webhooks = withExamples(
    program
      .command('webhooks')
      .description(`Signed webhook endpoints of a client (events: ${WEBHOOK_EVENT_TYPES.join(', ')})`),
    'frontdesk webhooks create adasbooks.com --url https://hooks.adasbooks.com/frontdesk --events lead.created,handoff.requested',
    'frontdesk webhooks list adasbooks.com',
  );

  withExamples(
    webhooks
      .command('create')
      .description('Create an endpoint; its signing secret is printed once')
      .argument('<client>', 'client id or domain')
      .requiredOption('--url <url>', 'https URL that receives the POSTs')
      .requiredOption('--events <types>', 'comma-separated event types')
      .option('--description <text>', 'what the endpoint is for', '')
      .action(
        async (ref: string, opts: { url: string; events: string; description: string }, command: Command) => {
          const ctx = contextOf(command);
          const input = parseInput(WebhookEndpointCreate, {
            url: opts.url,
            events: list(opts.events),
            description: opts.description,
          });
          const created = await ctx.withServices(async (s) =>
            s.outbox.webhooks.create((await s.clients.resolve(ref)).id, input),
          );
          const { style } = ctx.out;
          ctx.out.result(created, () =>
            [
              `${style.green('Created webhook endpoint')} ${created.endpoint.id} → ${created.endpoint.url}`,
              `Signing secret: ${created.secret}`,
              style.yellow('Store it now: it is not shown again.'),
            ].join('\n'),
          );
        },
      ),
    'frontdesk webhooks create adasbooks.com --url https://hooks.adasbooks.com/fd --events message.created',
  );

  withExamples(
    webhooks
      .command('list')
      .description("List a client's endpoints (never their secrets)")
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const endpoints = await ctx.withServices(async (s) =>
          s.outbox.webhooks.list((await s.clients.resolve(ref)).id),
        );
        ctx.out.result({ endpoints }, () =>
          endpoints.length === 0
            ? 'No webhook endpoints.'
            : renderTable(
                endpoints,
                [
                  { header: 'Id', value: (e) => e.id },
                  { header: 'URL', value: (e) => e.url, maxWidth: 50 },
                  { header: 'Events', value: (e) => e.events.join(', '), maxWidth: 40 },
                  { header: 'State', value: (e) => (e.enabled ? 'on' : `off (${e.disabledReason ?? ''})`) },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk webhooks list adasbooks.com --json',
  );

  withExamples(
    webhooks
      .command('update')
      .description('Change an endpoint: URL, events, description, on or off')
      .argument('<client>', 'client id or domain')
      .argument('<endpoint>', 'endpoint id')
      .option('--url <url>', 'new URL')
      .option('--events <types>', 'comma-separated event types')
      .option('--description <text>', 'new description')
      .option('--enable', 'turn it on')
      .option('--disable', 'turn it off')
      .action(
        async (
          ref: string,
          id: string,
          opts: { url?: string; events?: string; description?: string; enable?: boolean; disable?: boolean },
          command: Command,
        ) => {
          const ctx = contextOf(command);
          const input = parseInput(WebhookEndpointUpdate, {
            url: opts.url,
            events: opts.events ? list(opts.events) : undefined,
            description: opts.description,
            enabled: opts.enable ? true : opts.disable ? false : undefined,
          });
          const endpoint = await ctx.withServices(async (s) =>
            s.outbox.webhooks.update((await s.clients.resolve(ref)).id, id, input),
          );
          ctx.out.result(endpoint, () => ctx.out.style.green(`Updated webhook endpoint ${endpoint.id}.`));
        },
      ),
    'frontdesk webhooks update adasbooks.com we_01H… --enable',
  );

  withExamples(
    webhooks
      .command('delete')
      .description('Delete an endpoint; its pending deliveries are cancelled')
      .argument('<client>', 'client id or domain')
      .argument('<endpoint>', 'endpoint id')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (ref: string, id: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          const endpoint = await s.outbox.webhooks.get(client.id, id);
          await confirmOrRefuse(
            ctx,
            opts.yes,
            `Delete the webhook endpoint ${endpoint.url} of ${client.businessName}?`,
          );
          await s.outbox.webhooks.remove(client.id, id);
        });
        ctx.out.result({ ok: true, deleted: id }, () =>
          ctx.out.style.green(`Deleted webhook endpoint ${id}.`),
        );
      }),
    'frontdesk webhooks delete adasbooks.com we_01H… --yes',
  );

  withExamples(
    webhooks
      .command('rotate-secret')
      .description('Replace the signing secret; the new one is printed once')
      .argument('<client>', 'client id or domain')
      .argument('<endpoint>', 'endpoint id')
      .action(async (ref: string, id: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const rotated = await ctx.withServices(async (s) =>
          s.outbox.webhooks.rotateSecret((await s.clients.resolve(ref)).id, id),
        );
        ctx.out.result(rotated, () =>
          [
            `New signing secret: ${rotated.secret}`,
            ctx.out.style.yellow('Store it now: it is not shown again.'),
          ].join('\n'),
        );
      }),
    'frontdesk webhooks rotate-secret adasbooks.com we_01H… --json | jq -r .secret',
  );

  withExamples(
    webhooks
      .command('deliveries')
      .description("An endpoint's delivery log, newest first")
      .argument('<client>', 'client id or domain')
      .argument('<endpoint>', 'endpoint id')
      .option('--limit <n>', 'how many', '25')
      .action(async (ref: string, id: string, opts: { limit: string }, command: Command) => {
        const ctx = contextOf(command);
        const log = await ctx.withServices(async (s) =>
          s.outbox.webhooks.deliveries((await s.clients.resolve(ref)).id, id, {
            limit: Math.min(100, Math.max(1, Number(opts.limit) || 25)),
          }),
        );
        ctx.out.result(log, () =>
          log.deliveries.length === 0
            ? 'No deliveries yet.'
            : renderTable(
                log.deliveries,
                [
                  { header: 'Id', value: (d) => d.id },
                  { header: 'Event', value: (d) => d.type },
                  { header: 'Status', value: (d) => d.status },
                  { header: 'Tries', value: (d) => String(d.attempts) },
                  {
                    header: 'HTTP',
                    value: (d) => (d.responseStatus === null ? '–' : String(d.responseStatus)),
                  },
                  { header: 'ms', value: (d) => (d.durationMs === null ? '–' : String(d.durationMs)) },
                  { header: 'Error', value: (d) => d.lastError ?? '', maxWidth: 40 },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk webhooks deliveries adasbooks.com we_01H…',
  );

  withExamples(
    webhooks
      .command('redeliver')
      .description('Send a delivery again (same event id); a running server sends it within a second')
      .argument('<client>', 'client id or domain')
      .argument('<endpoint>', 'endpoint id')
      .argument('<delivery>', 'delivery id from `webhooks deliveries`')
      .action(async (ref: string, id: string, delivery: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        await ctx.withServices(async (s) =>
          s.outbox.webhooks.redeliver((await s.clients.resolve(ref)).id, id, delivery),
        );
        ctx.out.result({ ok: true, redelivered: delivery }, () =>
          ctx.out.style.green(`Queued delivery ${delivery} again.`),
        );
      }),
    'frontdesk webhooks redeliver adasbooks.com we_01H… 01J…',
  );
}
