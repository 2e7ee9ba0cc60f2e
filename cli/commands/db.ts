import type { Command } from 'commander';
import fs from 'node:fs';
import { redactUrl } from '../../server/config.ts';
import { CliFailure } from '../cli-error.ts';
import { confirmOrRefuse } from '../prompts.ts';
import type { DatabaseConnection } from '../../server/db/store.ts';
import { contextOf, requireDatabase, withExamples, type CommandContext } from '../context.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

/** Opens the configured database (SQLite file or PostgreSQL) without the automatic migration of other commands. */
async function withDatabase<T>(
  ctx: CommandContext,
  fn: (db: DatabaseConnection) => Promise<T>,
  opts: { create?: boolean } = {},
): Promise<T> {
  if (!opts.create) requireDatabase(ctx.config());
  // Loaded on demand: the database drivers are not needed by --help or --version.
  const { connectDatabase } = await import('../../server/db/store.ts');
  const database = connectDatabase(ctx.config());
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** Where the data is, for --json: the SQLite file as before, or the PostgreSQL URL (password masked). */
const whereOf = (d: DatabaseConnection) =>
  d.kind === 'postgres' ? { databaseUrl: d.location } : { databaseFile: d.location };

/** Backups of a PostgreSQL store are PostgreSQL's own business. */
function refusePostgres(ctx: CommandContext, what: 'backup' | 'restore'): void {
  const url = ctx.config().databaseUrl;
  if (!url) return;
  throw new CliFailure(
    what === 'backup'
      ? `The store is PostgreSQL (${redactUrl(url)}): back it up with pg_dump, e.g. pg_dump --format=custom --file=frontdesk.dump "$FRONTDESK_DATABASE_URL"`
      : `The store is PostgreSQL (${redactUrl(url)}): restore a pg_dump backup with pg_restore, e.g. pg_restore --clean --if-exists --no-owner --dbname="$FRONTDESK_DATABASE_URL" frontdesk.dump`,
  );
}

export function registerDb(program: Command): void {
  const db = withExamples(
    program.command('db').description('Database schema and backups: migrations, backup, restore'),
    'frontdesk db status',
    'frontdesk db migrate',
    'frontdesk db backup /backups/frontdesk-$(date +%F).sqlite',
  );

  withExamples(
    db
      .command('backup')
      .description(
        "Copy the live SQLite database to <file> with SQLite's online backup API (safe while the server runs)",
      )
      .argument('<file>', 'where to write the backup (replaced if it exists)')
      .action(async (file: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        refusePostgres(ctx, 'backup');
        const config = ctx.config();
        requireDatabase(config);
        const { backupSqlite } = await import('../../server/db/backup.ts');
        const { bytes } = await withProgress(ctx, 'Backing up database', () =>
          backupSqlite(config.databaseFile, file),
        );
        ctx.out.result({ ok: true, databaseFile: config.databaseFile, backup: file, bytes }, () =>
          ctx.out.style.green(`Backed up ${config.databaseFile} to ${file} (${bytes} bytes).`),
        );
      }),
    'frontdesk db backup /backups/frontdesk.sqlite',
    'frontdesk --data-dir /srv/frontdesk db backup /backups/frontdesk-$(date +%F).sqlite --json',
  );

  withExamples(
    db
      .command('restore')
      .description(
        'Replace the SQLite database with a backup, after checking it (the server must be stopped)',
      )
      .argument('<file>', 'a backup made by `frontdesk db backup`')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (file: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        refusePostgres(ctx, 'restore');
        const config = ctx.config();
        if (fs.existsSync(config.databaseFile))
          await confirmOrRefuse(
            ctx,
            opts.yes,
            `Replace ${config.databaseFile} with ${file}? Everything written since that backup is lost.`,
          );
        const { restoreSqlite } = await import('../../server/db/backup.ts');
        const { migrations } = restoreSqlite(config.databaseFile, file);
        ctx.out.result({ ok: true, databaseFile: config.databaseFile, backup: file, migrations }, () =>
          ctx.out.style.green(
            `Restored ${file} to ${config.databaseFile}. Start the server: pending migrations run at start.`,
          ),
        );
      }),
    'frontdesk db restore /backups/frontdesk.sqlite',
    'frontdesk --data-dir /srv/frontdesk db restore /backups/frontdesk.sqlite --yes --json',
  );

  withExamples(
    db
      .command('migrate')
      .description(
        'Apply pending migrations to the SQLite file in the data directory (created if missing), or to $FRONTDESK_DATABASE_URL',
      )
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const { where, applied } = await withDatabase(
          ctx,
          async (d) => ({
            where: d,
            applied: await withProgress(ctx, 'Migrating database', async () =>
              (await import('../../server/db/database.ts')).migrateToLatest(d.db),
            ),
          }),
          { create: true },
        );
        ctx.out.result({ ...whereOf(where), applied }, () =>
          applied.length === 0
            ? `Database is up to date (${where.location}).`
            : `Applied ${applied.length} migration(s) to ${where.location}:\n${applied.map((n) => `  ${n}`).join('\n')}`,
        );
      }),
    'frontdesk db migrate',
    'frontdesk --data-dir /srv/frontdesk db migrate --json',
  );

  withExamples(
    db
      .command('status')
      .description('List migrations and whether each has been applied (does not migrate)')
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const { where, migrations } = await withDatabase(ctx, async (d) => ({
          where: d,
          migrations: await (await import('../../server/db/database.ts')).migrationStatus(d.db),
        }));
        const pending = migrations.filter((m) => m.executedAt === null).map((m) => m.name);
        const { style } = ctx.out;
        ctx.out.result({ ...whereOf(where), migrations, pending }, () =>
          [
            renderTable(
              migrations,
              [
                { header: 'Migration', value: (m) => m.name },
                {
                  header: 'Applied at',
                  value: (m) => m.executedAt ?? 'pending',
                  color: (t, m) => (m.executedAt ? t : style.yellow(t)),
                },
              ],
              style,
            ),
            '',
            pending.length === 0
              ? style.green('Up to date.')
              : style.yellow(`${pending.length} pending: run \`frontdesk db migrate\`.`),
          ].join('\n'),
        );
      }),
    'frontdesk db status',
    'frontdesk db status --json | jq .pending',
  );
}
