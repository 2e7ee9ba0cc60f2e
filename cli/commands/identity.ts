import type { Command } from 'commander';
import { confirmOrRefuse } from '../prompts.ts';
import { contextOf, withExamples } from '../context.ts';

/** The identity secret a client's server signs its signed-in users with (Frontdesk.identify). */
export function registerIdentity(program: Command): void {
  const identity = withExamples(
    program
      .command('identity')
      .description("A client's identity secret: verified visitors (Frontdesk.identify) see their own orders"),
    'frontdesk identity status adasbooks.com',
    'frontdesk identity rotate adasbooks.com --yes',
  );

  withExamples(
    identity
      .command('status')
      .description('Whether the client has an identity secret (never the secret itself)')
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const status = await ctx.withServices(async (s) =>
          s.identity.secretStatus((await s.clients.resolve(ref)).id),
        );
        ctx.out.result(status, () =>
          status.set ? `Identity secret set (created ${status.createdAt}).` : 'No identity secret yet.',
        );
      }),
    'frontdesk identity status adasbooks.com --json',
  );

  withExamples(
    identity
      .command('rotate')
      .description('Create or replace the identity secret; it is printed once, and the old one stops working')
      .argument('<client>', 'client id or domain')
      .option('-y, --yes', 'replace an existing secret without asking (required when not on a terminal)')
      .action(async (ref: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const created = await ctx.withServices(async (s) => {
          const { id } = await s.clients.resolve(ref);
          if ((await s.identity.secretStatus(id)).set)
            await confirmOrRefuse(
              ctx,
              opts.yes,
              'Replace the identity secret? Proofs signed with it stop working.',
            );
          return s.identity.rotateSecret(id);
        });
        const { style } = ctx.out;
        ctx.out.result(created, () =>
          [
            style.green('Identity secret:'),
            created.secret,
            style.yellow('Store it on your server now: it is not shown again.'),
          ].join('\n'),
        );
      }),
    'frontdesk identity rotate adasbooks.com --json | jq -r .secret',
  );
}
