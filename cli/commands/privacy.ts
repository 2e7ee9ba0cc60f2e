import type { Command } from 'commander';
import { VisitorRef } from '../../contract/privacy.ts';
import type { VisitorLookup } from '../../server/domain/privacy/index.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { UsageError } from '../cli-error.ts';
import { contextOf, withExamples } from '../context.ts';
import { confirmOrRefuse } from '../prompts.ts';

interface VisitorOptions {
  session?: string;
  email?: string;
}

/** --session or --email, exactly one, through the API's own schema (same messages as the API's 400). */
function lookupOf(opts: VisitorOptions): VisitorLookup {
  if ((opts.session === undefined) === (opts.email === undefined))
    throw new UsageError('give exactly one of --session <id> or --email <address>');
  const ref = parseInput(
    VisitorRef,
    opts.session !== undefined ? { sessionId: opts.session } : { email: opts.email },
  );
  return ref.sessionId !== undefined ? { sessionId: ref.sessionId } : { email: ref.email ?? '' };
}

const visitorOptions = (c: Command) =>
  c
    .argument('<client>', 'client id or domain')
    .option(
      '--session <id>',
      'one of the visitor’s chat session ids (their browser’s other chats go with it)',
    )
    .option('--email <address>', 'the email the visitor left in a chat');

/** `frontdesk privacy export|erase`: one visitor's data, as the API's privacy routes give it. */
export function registerPrivacy(program: Command): void {
  const privacy = withExamples(
    program
      .command('privacy')
      .description('One visitor’s data in a client: export it as JSON, or erase it everywhere'),
    'frontdesk privacy export adasbooks.com --email ann@example.com > ann.json',
    'frontdesk privacy erase adasbooks.com --email ann@example.com',
  );

  withExamples(
    visitorOptions(
      privacy.command('export').description('Print everything stored about one visitor, as JSON'),
    ).action(async (ref: string, opts: VisitorOptions, command: Command) => {
      const ctx = contextOf(command);
      const lookup = lookupOf(opts);
      const exported = await ctx.withServices(async (s) =>
        s.visitorData.export((await s.clients.resolve(ref)).id, lookup),
      );
      ctx.out.result(exported, () => JSON.stringify(exported, null, 2));
    }),
    'frontdesk privacy export adasbooks.com --email ann@example.com > ann.json',
    'frontdesk privacy export adasbooks.com --session 0f3c…',
  );

  withExamples(
    visitorOptions(
      privacy
        .command('erase')
        .description('Erase everything of one visitor (conversations, leads, page views); live chats end'),
    )
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (ref: string, opts: VisitorOptions & { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const lookup = lookupOf(opts);
        const result = await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          const who = 'email' in lookup ? lookup.email : `session ${lookup.sessionId}`;
          await confirmOrRefuse(
            ctx,
            opts.yes,
            `Erase everything ${client.businessName} keeps about the visitor (${who})? This cannot be undone.`,
          );
          return s.visitorData.erase(client.id, lookup);
        });
        ctx.out.result(result, () => {
          if (!result.erased) return 'Nothing was stored about this visitor; nothing was erased.';
          const rows = Object.values(result.deleted).reduce((a, n) => a + n, 0);
          const chats = result.visitor.sessionIds.length;
          return ctx.out.style.green(
            `Erased the visitor: ${chats} conversation${chats === 1 ? '' : 's'}, ${rows} stored row${rows === 1 ? '' : 's'} in all.`,
          );
        });
      }),
    'frontdesk privacy erase adasbooks.com --email ann@example.com',
    'frontdesk privacy erase adasbooks.com --session 0f3c… --yes --json',
  );
}
