import type { Command } from 'commander';
import { contextOf, withExamples } from '../context.ts';
import { UsageError } from '../cli-error.ts';
import { renderTable } from '../table.ts';
import { operatorPerson, type PeopleService } from '../../server/domain/people/index.ts';

/** Operator actions reach the live widgets and consoles (through Redis when configured). */
const LIVE = { live: true } as const;

/** `--as` is the name the operator chose for visitors; their saved profile, when one exists, wins. */
const faceAs = async (people: PeopleService, as: string) => {
  const face = await people.face(operatorPerson(as));
  return { name: face.name ?? as, avatarUrl: face.avatarUrl };
};

interface AsOption {
  as: string;
}

/**
 * `frontdesk handoff list|take|reply|release`: the console's handoff queue and operator actions,
 * through the same service as the server. With FRONTDESK_REDIS_URL the changes are broadcast through
 * Redis to the widgets and consoles of every running server; without it they see the change on their
 * next reconnect or reload (the state is in the database).
 */
export function registerHandoff(program: Command): void {
  const handoff = withExamples(
    program.command('handoff').description('Visitors waiting for a person, and operator actions'),
    'frontdesk handoff list',
    'frontdesk handoff take adasbooks.com SESSION_ID --as Maria',
  );

  withExamples(
    handoff
      .command('list')
      .description('Sessions waiting for a person (oldest first), then sessions held by an operator')
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const sessions = await ctx.withServices((s) => s.handoff.queue());
        ctx.out.result({ sessions }, () =>
          sessions.length === 0
            ? 'Nobody is waiting for a person.'
            : renderTable(
                sessions,
                [
                  {
                    header: 'Status',
                    value: (q) => (q.status === 'operator' ? `with ${q.operator}` : q.status),
                  },
                  { header: 'Client', value: (q) => q.clientName },
                  { header: 'Session', value: (q) => q.sessionId },
                  { header: 'Since', value: (q) => q.requestedAt ?? q.lastActivity },
                  { header: 'Last message', value: (q) => q.lastMessage ?? '', maxWidth: 50 },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk handoff list',
    'frontdesk handoff list --json | jq ".sessions | length"',
  );

  const operatorOption = (c: Command) =>
    c.option('--as <name>', 'operator name the visitor sees', process.env.USER ?? 'operator');

  withExamples(
    operatorOption(
      handoff
        .command('take')
        .description('Take a session over (fails when another operator holds it); the AI stays quiet')
        .argument('<client>', 'client id or domain')
        .argument('<session>', 'session id'),
    ).action(async (ref: string, sessionId: string, opts: AsOption, command: Command) => {
      const ctx = contextOf(command);
      const state = await ctx.withServices(
        async (s) =>
          s.handoff.take(
            (await s.clients.resolve(ref)).id,
            sessionId,
            opts.as,
            await faceAs(s.people, opts.as),
          ),
        LIVE,
      );
      ctx.out.result(state, () => `Taken over by ${state.operator}.`);
    }),
    'frontdesk handoff take adasbooks.com SESSION_ID --as Maria',
  );

  withExamples(
    operatorOption(
      handoff
        .command('reply')
        .description('Reply to the visitor as the operator holding the session')
        .argument('<client>', 'client id or domain')
        .argument('<session>', 'session id')
        .argument('<message>', 'the reply'),
    ).action(async (ref: string, sessionId: string, message: string, opts: AsOption, command: Command) => {
      const ctx = contextOf(command);
      const text = message.trim();
      if (!text || text.length > 4000) throw new UsageError('The reply must be 1 to 4000 characters');
      const sent = await ctx.withServices(
        async (s) =>
          s.handoff.reply(
            (await s.clients.resolve(ref)).id,
            sessionId,
            opts.as,
            text,
            await faceAs(s.people, opts.as),
          ),
        LIVE,
      );
      ctx.out.result({ message: sent }, () => `Sent as ${opts.as}.`);
    }),
    'frontdesk handoff reply adasbooks.com SESSION_ID "Hi, this is Maria." --as Maria',
  );

  withExamples(
    handoff
      .command('release')
      .description(
        'Hand the session back to the assistant (the visitor sees "You\'re back with the assistant")',
      )
      .argument('<client>', 'client id or domain')
      .argument('<session>', 'session id')
      .action(async (ref: string, sessionId: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const state = await ctx.withServices(
          async (s) => s.handoff.release((await s.clients.resolve(ref)).id, sessionId),
          LIVE,
        );
        ctx.out.result(state, () => 'Handed back to the assistant.');
      }),
    'frontdesk handoff release adasbooks.com SESSION_ID',
  );
}
