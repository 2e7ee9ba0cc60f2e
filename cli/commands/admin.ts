import type { Command } from 'commander';
import { contextOf, withExamples } from '../context.ts';
import { obtainPassword } from '../prompts.ts';
import { renderTable } from '../table.ts';

interface PasswordOptions {
  passwordStdin?: boolean;
}

export function registerAdmin(program: Command): void {
  const admin = withExamples(
    program.command('admin').description('Console sign-in accounts'),
    'frontdesk admin list',
    'frontdesk admin passwd admin --password-stdin < password.txt',
  );

  withExamples(
    admin
      .command('create')
      .description('Create a console admin (password from stdin, or typed twice at a terminal)')
      .requiredOption('-u, --username <username>', 'sign-in name (1–50 characters)')
      .option('--password-stdin', 'read the password from stdin (at least 8 characters)')
      .action(async (opts: PasswordOptions & { username: string }, command: Command) => {
        const ctx = contextOf(command);
        const { username } = opts;
        const password = await obtainPassword(ctx, opts.passwordStdin);
        // The first admin of a new installation may be made before anything else.
        await ctx.withServices((s) => s.adminAuth.createAdmin(username, password), { create: true });
        ctx.out.result({ ok: true, username: username.trim() }, () =>
          ctx.out.style.green(`Created admin ${username.trim()}.`),
        );
      }),
    'printf \'%s\' "$ADMIN_PASSWORD" | frontdesk admin create --username alice --password-stdin',
    'frontdesk admin create --username alice   # prompts for the password',
  );

  withExamples(
    admin
      .command('passwd')
      .description("Set an admin's password; signs that admin out everywhere")
      .argument('<username>', 'the admin to change')
      .option('--password-stdin', 'read the new password from stdin (at least 8 characters)')
      .action(async (username: string, opts: PasswordOptions, command: Command) => {
        const ctx = contextOf(command);
        const password = await obtainPassword(ctx, opts.passwordStdin);
        await ctx.withServices((s) => s.adminAuth.setPassword(username, password));
        ctx.out.result({ ok: true, username: username.trim() }, () =>
          ctx.out.style.green(`Password changed for ${username.trim()}; existing sessions were signed out.`),
        );
      }),
    'printf \'%s\' "$NEW_PASSWORD" | frontdesk admin passwd admin --password-stdin',
  );

  withExamples(
    admin
      .command('reset-2fa')
      .description(
        "Turn an admin's two-step sign-in off (lost phone and recovery codes); they set it up again",
      )
      .argument('<username>', 'the admin')
      .action(async (username: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const had = await ctx.withServices(async (s) =>
          s.twoFactor.reset(`operator:${await s.adminAuth.idOf(username)}`),
        );
        ctx.out.result({ ok: true, username: username.trim(), wasOn: had }, () =>
          had
            ? ctx.out.style.green(`Two-step sign-in of ${username.trim()} is off; they can set it up again.`)
            : `${username.trim()} had no two-step sign-in.`,
        );
      }),
    'frontdesk admin reset-2fa alice',
  );

  withExamples(
    admin
      .command('list')
      .description('List admins with their last sign-in')
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const admins = await ctx.withServices((s) => s.adminAuth.list());
        const { style } = ctx.out;
        ctx.out.result({ admins }, () =>
          admins.length === 0
            ? 'No admins yet. Create one with `frontdesk admin create --username <name>`.'
            : renderTable(
                admins,
                [
                  { header: 'Username', value: (a) => a.username },
                  { header: 'Created', value: (a) => a.createdAt },
                  { header: 'Last login', value: (a) => a.lastLoginAt ?? 'never' },
                  {
                    header: 'Active',
                    value: (a) => (a.isActive ? 'yes' : 'no'),
                    color: (t, a) => (a.isActive ? style.green(t) : style.red(t)),
                  },
                ],
                style,
              ),
        );
      }),
    'frontdesk admin list',
    'frontdesk admin list --json',
  );
}
