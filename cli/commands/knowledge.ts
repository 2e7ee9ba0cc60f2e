import fs from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import {
  FeedFormat,
  FeedRecordType,
  FeedSourceCreate,
  SyncSchedule,
  WebsiteSourceCreate,
  type KnowledgeSource,
  type SyncResult,
} from '../../contract/knowledge.ts';
import { DomainError } from '../../server/domain/shared/index.ts';
import { websiteStartUrl } from '../../server/domain/sources/index.ts';
import { parseInput } from '../../server/http/parse-input.ts';
import type { Services } from '../../server/services.ts';
import { CliFailure } from '../cli-error.ts';
import { contextOf, withExamples, type CommandContext } from '../context.ts';
import { choice } from '../options.ts';
import { registerKnowledgeShopify } from './knowledge-shopify.ts';
import { withProgressBar } from '../progress.ts';
import { confirmOrRefuse } from '../prompts.ts';
import { readStdin } from '../stdin.ts';
import type { Style } from '../style.ts';
import { renderTable } from '../table.ts';

const KIND_LABEL: Record<KnowledgeSource['kind'], string> = {
  website: 'website',
  files: 'files',
  feed: 'data feed',
  shopify: 'Shopify store',
};

/** A source by its id or, failing that, by a name only one of the client's sources has (any case). */
async function resolveSource(s: Services, clientId: string, ref: string): Promise<KnowledgeSource> {
  const sources = await s.knowledgeSources.list(clientId);
  const byId = sources.find((x) => x.id === ref);
  if (byId) return byId;
  const wanted = ref.trim().toLowerCase();
  const named = sources.filter((x) => x.name.trim().toLowerCase() === wanted);
  if (named.length === 1) return named[0]!;
  if (named.length > 1)
    throw new CliFailure(
      `${named.length} knowledge sources are named "${ref}"; give the id (see knowledge list)`,
    );
  throw new DomainError('not_found', 'Knowledge source not found');
}

function sourceTable(sources: readonly KnowledgeSource[], style: Style): string {
  return renderTable(
    sources,
    [
      { header: 'Id', value: (x) => x.id },
      { header: 'Kind', value: (x) => KIND_LABEL[x.kind] },
      { header: 'Name', value: (x) => x.name, maxWidth: 40 },
      {
        header: 'Status',
        value: (x) => x.status,
        color: (text, x) =>
          x.status === 'failed' ? style.red(text) : x.status === 'ready' ? style.green(text) : text,
      },
      { header: 'Docs', value: (x) => String(x.documentCount), align: 'right' },
      { header: 'Schedule', value: (x) => x.schedule },
      { header: 'Last synced', value: (x) => x.lastSyncedAt ?? 'never' },
    ],
    style,
  );
}

function sourceSummary(x: KnowledgeSource, style: Style): string {
  const lines = [
    `${style.bold(x.name)} (${KIND_LABEL[x.kind]}, ${x.id})`,
    `Status: ${x.status}${x.lastError ? ` - ${x.lastError}` : ''}`,
    `Schedule: ${x.schedule}${x.nextSyncAt ? `, next ${x.nextSyncAt}` : ''}`,
    `Documents: ${x.documentCount}, last synced ${x.lastSyncedAt ?? 'never'}`,
  ];
  return lines.join('\n');
}

export function syncSummary(r: SyncResult, style: Style): string {
  return `${style.green(`Synced ${r.source.name}:`)} ${r.added} added, ${r.updated} updated, ${r.removed} removed, ${r.unchanged} unchanged (${r.source.documentCount} documents).`;
}

/**
 * Runs (or joins, when creating it started one) the source's sync, with progress. A source this
 * command created whose first sync fails is removed again, so running the same command once the
 * problem is fixed does not leave a failed twin behind.
 */
export async function createAndSync(
  ctx: CommandContext,
  label: string,
  create: (s: Services) => Promise<{ source: KnowledgeSource; created: boolean }>,
): Promise<SyncResult> {
  return ctx.withServices(async (s) => {
    const { source, created } = await create(s);
    try {
      return await withProgressBar(ctx, `${label} ${source.name}`, (report) =>
        s.knowledgeSources.follow(source.clientId, source.id, report),
      );
    } catch (err) {
      if (created) await s.knowledgeSources.remove(source.clientId, source.id).catch(() => undefined);
      throw err;
    }
  });
}

export function registerKnowledge(program: Command): void {
  const knowledge = withExamples(
    program
      .command('knowledge')
      .description(
        "A client's knowledge sources: crawled website, uploaded files, data feeds, Shopify stores",
      ),
    'frontdesk knowledge list adasbooks.com',
    'frontdesk knowledge crawl adasbooks.com',
  );
  const scheduleOption = `how often it is fetched again: ${SyncSchedule.options.join(', ')}`;

  withExamples(
    knowledge
      .command('list')
      .description('List knowledge sources with their status, document count and schedule')
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const sources = await ctx.withServices(async (s) =>
          s.knowledgeSources.list((await s.clients.resolve(ref)).id),
        );
        ctx.out.result({ sources }, () =>
          sources.length === 0 ? 'No knowledge sources.' : sourceTable(sources, ctx.out.style),
        );
      }),
    'frontdesk knowledge list adasbooks.com',
    'frontdesk knowledge list adasbooks.com --json | jq -r ".sources[] | select(.status == \\"failed\\") | .name"',
  );

  withExamples(
    knowledge
      .command('show')
      .description('Show one source and its documents (pages, files, records)')
      .argument('<client>', 'client id or domain')
      .argument('<source>', 'source id or name')
      .action(async (ref: string, sourceRef: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const detail = await ctx.withServices(async (s) => {
          const clientId = (await s.clients.resolve(ref)).id;
          return s.knowledgeSources.detail(clientId, (await resolveSource(s, clientId, sourceRef)).id);
        });
        const { style } = ctx.out;
        ctx.out.result(detail, () =>
          [
            sourceSummary(detail.source, style),
            '',
            detail.documents.length === 0
              ? 'No documents.'
              : renderTable(
                  detail.documents,
                  [
                    { header: 'Title', value: (d) => d.title, maxWidth: 50 },
                    { header: 'Ref', value: (d) => d.url ?? d.ref, maxWidth: 60 },
                    {
                      header: 'Characters',
                      value: (d) => (d.lookupOnly ? 'lookup only' : String(d.characters)),
                      align: 'right',
                    },
                    { header: 'Updated', value: (d) => d.updatedAt },
                  ],
                  style,
                ),
          ].join('\n'),
        );
      }),
    'frontdesk knowledge show adasbooks.com Website',
    'frontdesk knowledge show adasbooks.com 3f6c0e1a-… --json',
  );

  withExamples(
    knowledge
      .command('sync')
      .description('Fetch a website or data feed again now and wait for it (uploads are not fetched)')
      .argument('<client>', 'client id or domain')
      .argument('<source>', 'source id or name')
      .action(async (ref: string, sourceRef: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const result = await ctx.withServices(async (s) => {
          const clientId = (await s.clients.resolve(ref)).id;
          const source = await resolveSource(s, clientId, sourceRef);
          return withProgressBar(ctx, `Syncing ${source.name}`, (report) =>
            s.knowledgeSources.sync(clientId, source.id, report),
          );
        });
        ctx.out.result(result, () => syncSummary(result, ctx.out.style));
      }),
    'frontdesk knowledge sync adasbooks.com Website',
    'frontdesk knowledge sync adasbooks.com "Product feed" --json',
  );

  withExamples(
    knowledge
      .command('remove')
      .description('Remove a source and everything it added to the assistant (asks first on a terminal)')
      .argument('<client>', 'client id or domain')
      .argument('<source>', 'source id or name')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (ref: string, sourceRef: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const removed = await ctx.withServices(async (s) => {
          const clientId = (await s.clients.resolve(ref)).id;
          const source = await resolveSource(s, clientId, sourceRef);
          await confirmOrRefuse(
            ctx,
            opts.yes,
            `Remove ${source.name} (${source.documentCount} documents)? The assistant stops using them at once. This cannot be undone.`,
          );
          await s.knowledgeSources.remove(clientId, source.id);
          return source;
        });
        ctx.out.result({ ok: true, id: removed.id }, () => ctx.out.style.green(`Removed ${removed.name}.`));
      }),
    'frontdesk knowledge remove adasbooks.com "Product feed"',
    'frontdesk knowledge remove adasbooks.com 3f6c0e1a-… --yes --json',
  );

  withExamples(
    knowledge
      .command('crawl')
      .description("Crawl the client's website (its domain unless --url) and wait for the crawl")
      .argument('<client>', 'client id or domain')
      .option('--url <url>', 'start URL, on the client’s domain (default: its home page)')
      .option('--schedule <schedule>', scheduleOption, choice(SyncSchedule.options))
      .action(async (ref: string, opts: { url?: string; schedule?: string }, command: Command) => {
        const ctx = contextOf(command);
        const input = parseInput(WebsiteSourceCreate, { url: opts.url, schedule: opts.schedule });
        // Crawling a client whose website is already added crawls it again (with a new schedule if given).
        const result = await createAndSync(ctx, 'Crawling', async (s) => {
          const clientId = (await s.clients.resolve(ref)).id;
          const existing = (await s.knowledgeSources.list(clientId)).find((x) => x.kind === 'website');
          if (!existing) return { source: await s.websites.create(clientId, input), created: true };
          if (
            opts.url &&
            websiteStartUrl((await s.clients.record(clientId)).domain, opts.url) !==
              existing.settings.startUrl
          )
            throw new CliFailure(
              `The website is already added with start URL ${String(existing.settings.startUrl)}; remove it to crawl from another URL`,
            );
          return {
            source: opts.schedule
              ? await s.knowledgeSources.update(clientId, existing.id, { schedule: input.schedule })
              : existing,
            created: false,
          };
        });
        ctx.out.result(result, () => syncSummary(result, ctx.out.style));
      }),
    'frontdesk knowledge crawl adasbooks.com',
    'frontdesk knowledge crawl adasbooks.com --url https://adasbooks.com/help/ --schedule daily',
  );

  withExamples(
    knowledge
      .command('upload')
      .description('Upload files (PDF, DOCX, Markdown, text, CSV) into the client’s knowledge (Enterprise)')
      .argument('<client>', 'client id or domain')
      .argument('<files...>', 'files to upload; a file with the same name replaces the earlier one')
      .action(async (ref: string, paths: string[], _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const files = await Promise.all(
          paths.map(async (file) => {
            try {
              return { name: path.basename(file), bytes: new Uint8Array(await fs.readFile(file)) };
            } catch (err) {
              const code = (err as NodeJS.ErrnoException).code;
              throw new CliFailure(
                `Cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}`,
              );
            }
          }),
        );
        const result = await ctx.withServices(async (s) =>
          s.fileUploads.upload((await s.clients.resolve(ref)).id, files),
        );
        const refused = result.files.filter((f) => f.status === 'refused');
        if (refused.length === result.files.length && refused[0])
          throw new CliFailure(`No file was added: ${refused[0].name}: ${refused[0].error ?? 'refused'}`);
        const { style } = ctx.out;
        ctx.out.result(result, () =>
          renderTable(
            result.files,
            [
              { header: 'File', value: (f) => f.name, maxWidth: 50 },
              {
                header: 'Outcome',
                value: (f) => f.status,
                color: (text, f) => (f.status === 'refused' ? style.red(text) : text),
              },
              {
                header: 'Characters',
                value: (f) => (f.characters === undefined ? '' : String(f.characters)),
                align: 'right',
              },
              { header: 'Reason', value: (f) => f.error ?? '', maxWidth: 60 },
            ],
            style,
          ),
        );
      }),
    'frontdesk knowledge upload adasbooks.com returns-policy.pdf price-list.csv',
    'frontdesk knowledge upload adasbooks.com docs/*.md --json',
  );

  withExamples(
    knowledge
      .command('feed')
      .description('Connect a live-data feed (Premium and Enterprise) and wait for its first import')
      .argument('<client>', 'client id or domain')
      .requiredOption('--name <name>', 'what the feed holds, e.g. "Product catalogue"')
      .requiredOption('--url <url>', 'the feed’s HTTPS address')
      .requiredOption('--format <format>', `${FeedFormat.options.join(', ')}`, choice(FeedFormat.options))
      .requiredOption(
        '--type <type>',
        `record type: ${FeedRecordType.options.join(', ')}`,
        choice(FeedRecordType.options),
      )
      .option('--authorization-stdin', 'read the Authorization header value from stdin (kept server-side)')
      .option('--schedule <schedule>', scheduleOption, choice(SyncSchedule.options))
      .action(
        async (
          ref: string,
          opts: {
            name: string;
            url: string;
            format: string;
            type: string;
            authorizationStdin?: boolean;
            schedule?: string;
          },
          command: Command,
        ) => {
          const ctx = contextOf(command);
          const authorization = opts.authorizationStdin
            ? (await readStdin()).replace(/\r?\n$/, '')
            : undefined;
          const input = parseInput(FeedSourceCreate, {
            name: opts.name,
            url: opts.url,
            format: opts.format,
            recordType: opts.type,
            authorization,
            schedule: opts.schedule,
          });
          const result = await createAndSync(ctx, 'Importing', async (s) => ({
            source: await s.feeds.create((await s.clients.resolve(ref)).id, input),
            created: true,
          }));
          ctx.out.result(result, () => syncSummary(result, ctx.out.style));
        },
      ),
    'frontdesk knowledge feed shop.example.com --name Products --url https://shop.example.com/products.json --format json --type products',
    'printf "Bearer %s" "$FEED_TOKEN" | frontdesk knowledge feed shop.example.com --name Orders --url https://shop.example.com/orders.csv --format csv --type orders --authorization-stdin',
  );
  registerKnowledgeShopify(knowledge, scheduleOption);
}
