import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import { ExportQuery } from '../../contract/exports.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import { conversationsExport, leadsExport } from '../../server/exports/export-stream.ts';
import { contextOf, withExamples } from '../context.ts';

/** `frontdesk export conversations|leads <client>`: streamed to stdout or a file, never held whole. */
export function registerExport(program: Command): void {
  const exp = withExamples(
    program
      .command('export')
      .description("Export a client's conversations (with messages) or leads as CSV or JSON lines"),
    'frontdesk export conversations adasbooks.com --since 2026-11-01 --format csv > chats.csv',
    'frontdesk export leads adasbooks.com --format jsonl --output leads.jsonl',
  );
  for (const kind of ['conversations', 'leads'] as const)
    withExamples(
      exp
        .command(kind)
        .description(
          kind === 'conversations'
            ? 'Conversations started in the range, a CSV row per message or a JSON line per conversation'
            : 'Emails visitors left in the range',
        )
        .argument('<client>', 'client id or domain')
        .option('--since <date>', 'from this date or time (included)')
        .option('--until <date>', 'up to this date or time (excluded)')
        .option('--format <format>', 'csv or jsonl', 'csv')
        .option('--output <file>', 'write to this file instead of stdout')
        .action(
          async (
            ref: string,
            opts: { since?: string; until?: string; format: string; output?: string },
            command: Command,
          ) => {
            const ctx = contextOf(command);
            const q = parseInput(ExportQuery, { format: opts.format, since: opts.since, until: opts.until });
            await ctx.withServices(async (s) => {
              const clientId = (await s.clients.resolve(ref)).id;
              const stream =
                kind === 'conversations'
                  ? conversationsExport(q.format, await s.exports.conversations(clientId, q))
                  : leadsExport(q.format, await s.exports.leads(clientId, q));
              if (opts.output) await pipeline(stream, fs.createWriteStream(opts.output, { mode: 0o600 }));
              else await pipeline(stream, process.stdout, { end: false });
            });
            if (opts.output) ctx.out.note(`Wrote ${opts.output}.`);
          },
        ),
      `frontdesk export ${kind} adasbooks.com --since 2026-11-01 --until 2026-12-01 --format csv > ${kind}.csv`,
      `frontdesk export ${kind} adasbooks.com --format jsonl --output ${kind}.jsonl`,
    );
}
