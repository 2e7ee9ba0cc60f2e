import type { Command } from 'commander';
import { InviteUserRequest } from '../../contract/accounts.ts';
import { DomainError } from '../../server/domain/shared/index.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import type { Services } from '../../server/services.ts';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

/** The user of that client with that email, or a not-found naming both. */
async function userOf(s: Services, ref: string, email: string) {
  const client = await s.clients.resolve(ref);
  const user = (await s.customerAccounts.membershipsOf(email)).find((u) => u.clientId === client.id);
  if (!user) throw new DomainError('not_found', `No user ${email.trim().toLowerCase()} in ${client.domain}`);
  return { client, user };
}

export function registerUsers(program: Command): void {
  const users = withExamples(
    program
      .command('users')
      .description('Customer sign-in accounts (owners and members of a client, at /app)'),
    'frontdesk users create adasbooks.com --email ada@adasbooks.com --role owner',
    'frontdesk users list adasbooks.com',
  );

  withExamples(
    users
      .command('list')
      .description("List a client's users, or every client's")
      .argument('[client]', 'client id or domain')
      .action(async (ref: string | undefined, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.withServices(async (s) =>
          s.customerAccounts.list(ref ? (await s.clients.resolve(ref)).id : undefined),
        );
        ctx.out.result({ users: list }, () =>
          list.length === 0
            ? 'No users yet. Add one with `frontdesk users create <client> --email <email>`.'
            : renderTable(
                list,
                [
                  { header: 'Email', value: (u) => u.email, maxWidth: 40 },
                  { header: 'Role', value: (u) => u.role },
                  { header: 'Client', value: (u) => u.clientId },
                  { header: 'Password', value: (u) => (u.hasPassword ? 'set' : 'not yet') },
                  { header: 'Last login', value: (u) => u.lastLoginAt ?? 'never' },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk users list adasbooks.com --json',
  );

  withExamples(
    users
      .command('create')
      .description('Add a user to a client; their one-time set-password link goes to their email only')
      .argument('<client>', 'client id or domain')
      .requiredOption('--email <email>', "the user's email (their sign-in name)")
      .option('--role <role>', 'owner (manages users, keys and billing) or member', 'member')
      .action(async (ref: string, opts: { email: string; role: string }, command: Command) => {
        const ctx = contextOf(command);
        const input = parseInput(InviteUserRequest, { email: opts.email, role: opts.role });
        const added = await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          return s.customerAccounts.addUser(client.id, input, { businessName: client.businessName });
        });
        const { style } = ctx.out;
        ctx.out.result(added, () =>
          added.status === 'invited'
            ? `${style.green('Invited')} ${added.user.email} as ${added.user.role}. Their one-time set-password link went to their email (works once, 7 days).`
            : `${style.green('Added')} ${added.user.email} as ${added.user.role}. They already have a Frontdesk login (another workspace): they were told by email and sign in as usual.`,
        );
      }),
    'frontdesk users create adasbooks.com --email ada@adasbooks.com --role owner',
  );

  withExamples(
    users
      .command('link')
      .description('Email a user a new one-time set-password link (it goes to their email only)')
      .argument('<client>', 'client id or domain')
      .argument('<email>', "the user's email")
      .action(async (ref: string, email: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const issued = await ctx.withServices(async (s) => {
          const { client, user } = await userOf(s, ref, email);
          return s.customerAccounts.issueLink(client.id, user.id);
        });
        ctx.out.result(issued, () => `A new one-time link went to ${issued.user.email}.`);
      }),
    'frontdesk users link adasbooks.com ada@adasbooks.com',
  );

  withExamples(
    users
      .command('reset-2fa')
      .description("Turn a person's two-step sign-in off (lost phone and recovery codes), in every workspace")
      .argument('<email>', "the person's email")
      .action(async (email: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const key = email.trim().toLowerCase();
        const had = await ctx.withServices(async (s) => {
          if ((await s.customerAccounts.membershipsOf(key)).length === 0)
            throw new DomainError('not_found', `No user ${key}`);
          return s.twoFactor.reset(`customer:${key}`);
        });
        ctx.out.result({ ok: true, email: key, wasOn: had }, () =>
          had
            ? ctx.out.style.green(`Two-step sign-in of ${key} is off; they can set it up again.`)
            : `${key} had no two-step sign-in.`,
        );
      }),
    'frontdesk users reset-2fa ada@adasbooks.com',
  );

  withExamples(
    users
      .command('delete')
      .description('Remove a user and end their sessions (not the last owner)')
      .argument('<client>', 'client id or domain')
      .argument('<email>', "the user's email")
      .action(async (ref: string, email: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const removed = await ctx.withServices(async (s) => {
          const { client, user } = await userOf(s, ref, email);
          await s.customerAccounts.removeUser(client.id, user.id, { operator: true });
          return user;
        });
        ctx.out.result({ ok: true, email: removed.email }, () =>
          ctx.out.style.green(`Removed ${removed.email}.`),
        );
      }),
    'frontdesk users delete adasbooks.com bob@adasbooks.com',
  );
}
