/**
 * The store behind every domain port, chosen by configuration: the SQLite file in the data directory
 * (the default), or PostgreSQL when FRONTDESK_DATABASE_URL is set. Both give the same repositories
 * with the same semantics; the server and the CLI open it through here only.
 */
import type { Config } from '../config.ts';
import { redactUrl } from '../config.ts';
import type { AnalyticsRepo, InsightsRepo } from '../domain/insights/index.ts';
import type { CustomerUsersRepo } from '../domain/accounts/index.ts';
import type { ChatRepo, ChatSessionsReadRepo, KnowledgeStore } from '../domain/chat/index.ts';
import type { HandoffRepo } from '../domain/handoff/index.ts';
import type { KnowledgeSourcesRepo } from '../domain/sources/index.ts';
import type { MessageLog, OutboxRepo } from '../domain/outbox/index.ts';
import type {
  AdminRepo,
  ApiKeysRepo,
  ChatStatsRepo,
  ClientsRepo,
  Clock,
  UsageRepo,
} from '../domain/shared/index.ts';
import { migrateToLatest, openDatabase, type Db } from './database.ts';
import { cacheClientLookupsOnPostgres, cacheRevisions } from './postgres/cached-lookups.ts';
import { createChangeFeed, type ChangeFeed } from './postgres/change-feed.ts';
import { openPostgres } from './postgres/connect.ts';
import { createPostgresChatRepo } from './postgres/chat-repo.ts';
import { createPostgresMessageLog, rebaseMessageLog } from './postgres/message-log.ts';
import { createPostgresChatSessionsRepo } from './postgres/chat-sessions-repo.ts';
import { createPostgresInsightsRepo } from './postgres/insights-repo.ts';
import { createPostgresKnowledgeRepo } from './postgres/chunk-index-repo.ts';
import { createPostgresKnowledgeSourcesRepo } from './postgres/knowledge-sources-repo.ts';
import { createPostgresUsageRepo } from './postgres/usage-repo.ts';
import { createAdminRepo } from './repositories/admin-repo.ts';
import { createCustomerUsersRepo } from './repositories/customer-users-repo.ts';
import { createHandoffRepo } from './repositories/handoff-repo.ts';
import { createAnalyticsRepo } from './repositories/analytics-repo.ts';
import { createApiKeysRepo } from './repositories/api-keys-repo.ts';
import { createChatRepo } from './repositories/chat-repo.ts';
import { createChatSessionsRepo } from './repositories/chat-sessions-repo.ts';
import { createChatStatsRepo } from './repositories/chat-stats-repo.ts';
import { cacheClientLookups } from './repositories/client-cache.ts';
import { createClientsRepo } from './repositories/clients-repo.ts';
import { createInsightsRepo } from './repositories/insights-repo.ts';
import { createKnowledgeRepo } from './repositories/chunk-index-repo.ts';
import { createKnowledgeSourcesRepo } from './repositories/knowledge-sources-repo.ts';
import { createOutboxRepo } from './repositories/outbox-repo.ts';
import { createMessageLog } from './repositories/message-log.ts';
import { createUsageRepo } from './repositories/usage-repo.ts';

export type StoreKind = 'sqlite' | 'postgres';

export interface StoreRepos {
  clients: ClientsRepo;
  usage: UsageRepo;
  admin: AdminRepo;
  customerUsers: CustomerUsersRepo;
  apiKeys: ApiKeysRepo;
  chatStats: ChatStatsRepo;
  analytics: AnalyticsRepo;
  insights: InsightsRepo;
  chats: ChatRepo;
  chatSessions: ChatSessionsReadRepo;
  knowledge: KnowledgeStore;
  knowledgeSources: KnowledgeSourcesRepo;
  handoff: HandoffRepo;
  outbox: OutboxRepo;
  /** The stored messages read as a log for their `message.created` events (both stores). */
  messageLog: MessageLog | null;
}

export interface DatabaseConnection {
  kind: StoreKind;
  /** Kysely on the store, for the portable repositories and the migrator. */
  db: Db;
  /** The SQLite file, or the PostgreSQL URL with its password masked: for messages and `db status`. */
  location: string;
  /** Builds the repositories; only after migrating (SQLite prepares its statements against the tables). */
  repositories(deps: { clock: Clock }): StoreRepos;
  /** Connections in use (metrics): the PostgreSQL pool's, or SQLite's one handle. */
  poolStats(): PoolStats;
  /** Checks a migrated store before it serves (PostgreSQL: the message log after a restore). */
  afterMigrate?(): Promise<void>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Store {
  kind: StoreKind;
  db: Db;
  location: string;
  repos: StoreRepos;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

type StoreConfig = Pick<Config, 'databaseFile' | 'databaseUrl'> &
  Partial<Pick<Config, 'databasePoolSize' | 'sqliteSynchronous'>>;

/** Opens the configured database without migrating it (`frontdesk db status` reads it as it is). */
export function connectDatabase(config: StoreConfig): DatabaseConnection {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const { db, pool, close } = openPostgres(url, { max: config.databasePoolSize });
    let changes: ChangeFeed | null = null;
    return {
      kind: 'postgres',
      db,
      location: redactUrl(config.databaseUrl),
      // Kysely for what is portable as it is; the raw pool for the chat path and multi-statement work.
      // Client rows, knowledge revisions and search results are cached per process and dropped when the
      // change feed (LISTEN on migration 012's notifications, and the index writes' own) hears another
      // machine's commit.
      repositories: ({ clock }) => {
        changes ??= createChangeFeed(url);
        return {
          clients: cacheClientLookupsOnPostgres(createClientsRepo(db), changes),
          usage: createPostgresUsageRepo(pool),
          admin: createAdminRepo(db),
          customerUsers: createCustomerUsersRepo(db),
          apiKeys: createApiKeysRepo(db),
          chatStats: createChatStatsRepo(db, 'postgres'),
          analytics: createAnalyticsRepo(db),
          insights: createPostgresInsightsRepo(pool),
          chats: createPostgresChatRepo(pool),
          chatSessions: createPostgresChatSessionsRepo(pool),
          knowledge: createPostgresKnowledgeRepo(pool, clock, changes),
          knowledgeSources: cacheRevisions(createPostgresKnowledgeSourcesRepo(pool), changes),
          handoff: createHandoffRepo(db),
          outbox: createOutboxRepo(db, 'postgres'),
          messageLog: createPostgresMessageLog(pool),
        };
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      afterMigrate: async () => void (await rebaseMessageLog(pool)),
      close: async () => {
        await changes?.close();
        await close();
      },
    };
  }
  const opened = openDatabase(config.databaseFile, { synchronous: config.sqliteSynchronous });
  const { db, sqlite } = opened;
  return {
    kind: 'sqlite',
    db,
    location: config.databaseFile,
    repositories: ({ clock }) => ({
      clients: cacheClientLookups(createClientsRepo(db), sqlite),
      usage: createUsageRepo(sqlite),
      admin: createAdminRepo(db),
      customerUsers: createCustomerUsersRepo(db),
      apiKeys: createApiKeysRepo(db),
      chatStats: createChatStatsRepo(db, 'sqlite'),
      analytics: createAnalyticsRepo(db),
      insights: createInsightsRepo(sqlite),
      chats: createChatRepo(sqlite),
      chatSessions: createChatSessionsRepo(sqlite),
      knowledge: createKnowledgeRepo(sqlite, clock),
      knowledgeSources: createKnowledgeSourcesRepo(sqlite),
      handoff: createHandoffRepo(db),
      outbox: createOutboxRepo(db, 'sqlite', sqlite),
      messageLog: createMessageLog(sqlite),
    }),
    // One synchronous handle: always there, never waited for (writes queue in write-batch.ts instead).
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => opened.close(),
  };
}

/** Opens the configured store, brings its schema up to date and builds its repositories. */
export async function openStore(config: StoreConfig, deps: { clock: Clock }): Promise<Store> {
  const connection = connectDatabase(config);
  try {
    await migrateToLatest(connection.db);
    await connection.afterMigrate?.();
  } catch (err) {
    await connection.close();
    throw err;
  }
  const { kind, db, location, close, poolStats } = connection;
  return { kind, db, location, repos: connection.repositories(deps), poolStats, close };
}
