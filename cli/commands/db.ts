import type { Command } from 'commander';
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

export function registerDb(program: Command): void {
  const db = withExamples(
    program.command('db').description('Database schema: apply and inspect migrations'),
    'frontdesk db status',
    'frontdesk db migrate',
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
