import type { Command } from 'commander';
import type { Source } from '../../contract/chat.ts';
import type { ClientRecord } from '../../server/domain/shared/index.ts';
import { CliFailure, UsageError } from '../cli-error.ts';
import { contextOf, withExamples, type CommandContext } from '../context.ts';
import { createPreviewChat, sourceLabels, type PreviewChat } from '../preview-chat.ts';
import { loadInk } from '../ink.ts';

const PREVIEW_NOTE =
  'Operator preview: answered by this client’s assistant, stored marked as a preview, never counted toward its usage.';

/** --test checks what the test script needs (test mode on, a test token), in the console's words. */
function requireTestSetup(client: ClientRecord): void {
  if (!client.testMode) throw new CliFailure('Test mode is off for this client, go to Clients tab');
  if (!client.testAccessToken)
    throw new CliFailure('Test access token not generated for this client, go to Clients tab');
}

/** --message: streams the answer to stdout as it arrives (or prints one JSON document), then exits. */
async function answerOnce(ctx: CommandContext, chat: PreviewChat, message: string): Promise<void> {
  let streamed = false;
  let done: { reply: string; messageId: string; sources: Source[] } | null = null;
  for await (const event of chat.ask(message)) {
    if (event.type === 'delta' && !ctx.out.json) {
      process.stdout.write(event.text);
      streamed = true;
    } else if (event.type === 'done') {
      done = event;
    }
  }
  if (!done) throw new CliFailure('The assistant gave no answer');
  const { reply, messageId, sources } = done;
  if (ctx.out.json) {
    ctx.out.result({ reply, sessionId: chat.sessionId, messageId, sources, preview: true }, () => reply);
    return;
  }
  if (!streamed) process.stdout.write(reply);
  process.stdout.write('\n');
  if (sources.length > 0)
    process.stdout.write(`${ctx.out.style.dim(`Sources: ${sourceLabels(sources).join(' · ')}`)}\n`);
}

async function converse(chat: PreviewChat, client: ClientRecord): Promise<void> {
  const { render } = await loadInk();
  const { createElement } = await import('react');
  const { ChatApp } = await import('../ui/chat-app.tsx');
  const app = render(
    createElement(ChatApp, {
      title: `${client.businessName} (${client.domain})`,
      welcome: client.chatCustomizations.firstMessage,
      note: `${PREVIEW_NOTE} Type /exit or press Esc to leave.`,
      ask: (question, signal) => chat.ask(question, signal),
    }),
    { patchConsole: false },
  );
  await app.waitUntilExit();
}

export function registerChat(program: Command): void {
  withExamples(
    program
      .command('chat')
      .description("Chat with a client's assistant in the terminal (streams the reply, shows its sources)")
      .argument('<client>', 'client id or domain')
      .option('--test', 'first check the test setup (test mode on, a test token), as the test script needs')
      .option('-m, --message <text>', 'ask one question, print the answer and exit (for scripts)')
      .addHelpText('after', `\n${PREVIEW_NOTE}`)
      .action(async (ref: string, opts: { test?: boolean; message?: string }, command: Command) => {
        const ctx = contextOf(command);
        if (opts.message === undefined && (!ctx.interactive || !process.stdout.isTTY || ctx.out.json)) {
          throw new UsageError('the interactive chat needs a terminal; use --message "…" in scripts');
        }
        await ctx.withServices(async (s) => {
          const client = await s.clients.resolve(ref);
          if (opts.test) requireTestSetup(client);
          const chat = createPreviewChat(s, client);
          try {
            if (opts.message !== undefined) await answerOnce(ctx, chat, opts.message);
            else await converse(chat, client);
          } finally {
            await chat.end();
          }
        });
      }),
    'frontdesk chat adasbooks.com',
    'frontdesk chat adasbooks.com --test --message "Do you ship abroad?"',
    'frontdesk chat adasbooks.com -m "Opening hours?" --json | jq -r .reply',
  );
}
