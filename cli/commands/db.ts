import type { Command } from 'commander';
import { migrateToLatest, migrationStatus, openDatabase } from '../../server/db/database.ts';
import { contextOf, withExamples, type CommandContext } from '../context.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

/** Opens the SQLite file without the automatic migration every other command performs. */
async function withDatabase<T>(
  ctx: CommandContext,
  fn: (db: ReturnType<typeof openDatabase>) => Promise<T>,
): Promise<T> {
  const database = openDatabase(ctx.config().databaseFile);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

export function registerDb(program: Command): void {
  const db = withExamples(
    program.command('db').description('Database schema: apply and inspect migrations'),
    'frontdesk db status',
    'frontdesk db migrate',
  );

  withExamples(
    db
      .command('migrate')
      .description('Apply pending migrations to the SQLite file in the data directory (created if missing)')
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const databaseFile = ctx.config().databaseFile;
        const applied = await withDatabase(ctx, (d) =>
          withProgress(ctx, 'Migrating database', () => migrateToLatest(d.db)),
        );
        ctx.out.result({ databaseFile, applied }, () =>
          applied.length === 0
            ? `Database is up to date (${databaseFile}).`
            : `Applied ${applied.length} migration(s) to ${databaseFile}:\n${applied.map((n) => `  ${n}`).join('\n')}`,
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
        const databaseFile = ctx.config().databaseFile;
        const migrations = await withDatabase(ctx, (d) => migrationStatus(d.db));
        const pending = migrations.filter((m) => m.executedAt === null).map((m) => m.name);
        const { style } = ctx.out;
        ctx.out.result({ databaseFile, migrations, pending }, () =>
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
