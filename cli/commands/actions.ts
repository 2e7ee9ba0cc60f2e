import type { Command } from 'commander';
import type { ActionView } from '../../contract/actions.ts';
import { CreateActionInput } from '../../contract/actions.ts';
import type { Services } from '../../server/services.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { CliFailure, UsageError } from '../cli-error.ts';
import { confirmOrRefuse } from '../prompts.ts';
import { contextOf, withExamples } from '../context.ts';
import { readTextFile } from '../stdin.ts';
import { renderTable } from '../table.ts';

/** An action named by its id, or by its name (any case), among the client's. */
async function resolveAction(s: Services, clientId: string, ref: string): Promise<ActionView> {
  const { actions } = await s.actions.list(clientId);
  const found =
    actions.find((a) => a.id === ref) ??
    actions.find((a) => a.name.toLowerCase() === ref.trim().toLowerCase());
  if (!found) throw new CliFailure(`No action ${ref} (see: frontdesk actions list <client>)`);
  return found;
}

/** `--arg k=v` given again and again: the sample arguments of a try, as text (the schema types them). */
function collectArg(value: string, previous: Record<string, string>): Record<string, string> {
  const eq = value.indexOf('=');
  if (eq < 1) throw new UsageError(`--arg takes name=value, not "${value}"`);
  return { ...previous, [value.slice(0, eq)]: value.slice(eq + 1) };
}

const kind = (a: ActionView) =>
  [a.changes ? 'changes' : 'reads', a.personal ? 'personal' : null, a.enabled ? null : 'off']
    .filter(Boolean)
    .join(', ');

/** `frontdesk actions …`: a client's calls to its own API, tried and logged as in the console. */
export function registerActions(program: Command): void {
  const actions = withExamples(
    program
      .command('actions')
      .description("A client's actions: calls to its own API the assistant makes while answering"),
    'frontdesk actions list adasbooks.com',
    'frontdesk actions test adasbooks.com "Order lookup" --arg orderNumber=10234',
    'frontdesk actions calls adasbooks.com "Order lookup"',
  );

  withExamples(
    actions
      .command('list')
      .description("List a client's actions (never their secrets: only whether one is set)")
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.withServices(async (s) => s.actions.list((await s.clients.resolve(ref)).id));
        ctx.out.result(list, () =>
          list.actions.length === 0
            ? 'No actions yet.'
            : renderTable(
                list.actions,
                [
                  { header: 'Id', value: (a) => a.id },
                  { header: 'Name', value: (a) => a.name, maxWidth: 30 },
                  { header: 'Call', value: (a) => `${a.method} ${a.url}`, maxWidth: 60 },
                  { header: 'Kind', value: kind },
                  { header: 'Secret', value: (a) => (a.secretSet ? 'set' : '-') },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk actions list adasbooks.com --json',
  );

  withExamples(
    actions
      .command('create')
      .description('Create an action from a JSON definition (as POST /api/clients/{id}/actions takes it)')
      .argument('<client>', 'client id or domain')
      .requiredOption('--file <path>', 'the JSON definition, or - for stdin (a "secret" in it is sealed)')
      .action(async (ref: string, opts: { file: string }, command: Command) => {
        const ctx = contextOf(command);
        let raw: unknown;
        try {
          raw = JSON.parse(await readTextFile(opts.file));
        } catch (err) {
          if (err instanceof CliFailure) throw err;
          throw new CliFailure(`${opts.file} is not JSON: ${(err as Error).message}`);
        }
        const input = parseInput(CreateActionInput, raw);
        const created = await ctx.withServices(async (s) =>
          s.actions.create((await s.clients.resolve(ref)).id, input),
        );
        ctx.out.result(created, () => ctx.out.style.green(`Created action ${created.name} (${created.id}).`));
      }),
    'frontdesk actions create adasbooks.com --file order-lookup.json',
  );

  withExamples(
    actions
      .command('delete')
      .description('Delete an action and its call log')
      .argument('<client>', 'client id or domain')
      .argument('<action>', 'action id or name')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (ref: string, actionRef: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const deleted = await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          const action = await resolveAction(s, client.id, actionRef);
          await confirmOrRefuse(ctx, opts.yes, `Delete the action ${action.name} of ${client.businessName}?`);
          await s.actions.remove(client.id, action.id);
          return action;
        });
        ctx.out.result({ ok: true, deleted: deleted.id }, () =>
          ctx.out.style.green(`Deleted action ${deleted.name}.`),
        );
      }),
    'frontdesk actions delete adasbooks.com "Order lookup" --yes',
  );

  withExamples(
    actions
      .command('test')
      .description(
        'Call an action with sample arguments, as the console\'s "Try" does (logged); exits 1 unless it succeeds',
      )
      .argument('<client>', 'client id or domain')
      .argument('<action>', 'action id or name')
      .option('--arg <name=value>', 'a sample argument (repeat for each)', collectArg, {})
      .action(
        async (ref: string, actionRef: string, opts: { arg: Record<string, string> }, command: Command) => {
          const ctx = contextOf(command);
          const result = await ctx.withServices(async (s) => {
            const client = await s.clients.resolve(ref);
            const action = await resolveAction(s, client.id, actionRef);
            return s.actions.test(client.id, action.id, opts.arg);
          });
          const { style } = ctx.out;
          ctx.out.result(result, () =>
            [
              `${result.outcome === 'ok' ? style.green('ok') : style.red(result.outcome)}${result.status === null ? '' : ` HTTP ${result.status}`} in ${result.durationMs} ms`,
              ...Object.entries(result.fields).map(
                ([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`,
              ),
              ...(result.error ? [result.error] : []),
            ].join('\n'),
          );
          if (result.outcome !== 'ok')
            throw new CliFailure(`The try did not succeed (${result.outcome})`, 'bad_request');
        },
      ),
    'frontdesk actions test adasbooks.com "Order lookup" --arg orderNumber=10234 --json',
  );

  withExamples(
    actions
      .command('calls')
      .description("An action's latest calls, newest first (arguments redacted as logged)")
      .argument('<client>', 'client id or domain')
      .argument('<action>', 'action id or name')
      .action(async (ref: string, actionRef: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          return s.actions.calls(client.id, (await resolveAction(s, client.id, actionRef)).id);
        });
        ctx.out.result(list, () =>
          list.calls.length === 0
            ? 'No calls yet.'
            : renderTable(
                list.calls,
                [
                  { header: 'When', value: (c) => c.createdAt },
                  {
                    header: 'Outcome',
                    value: (c) => `${c.outcome}${c.status === null ? '' : ` ${c.status}`}`,
                  },
                  { header: 'Ms', value: (c) => String(c.durationMs) },
                  { header: 'Where', value: (c) => c.sessionId ?? 'try' },
                  { header: 'Arguments', value: (c) => JSON.stringify(c.arguments), maxWidth: 50 },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk actions calls adasbooks.com "Order lookup" --json',
  );
}
