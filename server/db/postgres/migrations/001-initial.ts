import type { Kysely } from 'kysely';
import { run, TEXT } from './ddl.ts';

// The tables of SQLite's 001-initial, column for column. Times stay ISO text and booleans 0/1 integers,
// so rows read back exactly as they do from SQLite; reals are doubles (PostgreSQL's real is 4 bytes) and
// token counters bigint (SQLite's integer is 8 bytes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE admin_users (
      id ${TEXT} PRIMARY KEY,
      username varchar(50) COLLATE "C" NOT NULL UNIQUE,
      password_hash ${TEXT} NOT NULL,
      created_at ${TEXT} NOT NULL,
      last_login_at ${TEXT},
      is_active integer NOT NULL DEFAULT 1
    )`,
    `CREATE TABLE admin_sessions (
      id varchar(64) COLLATE "C" PRIMARY KEY,
      user_id ${TEXT} NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
      created_at ${TEXT} NOT NULL,
      expires_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX admin_sessions_expires ON admin_sessions (expires_at)',
    `CREATE TABLE clients (
      id ${TEXT} PRIMARY KEY,
      client_name ${TEXT} NOT NULL,
      business_name ${TEXT} NOT NULL,
      domain ${TEXT} NOT NULL,
      plan ${TEXT} NOT NULL,
      ai_content ${TEXT} NOT NULL DEFAULT '',
      email ${TEXT} NOT NULL DEFAULT '',
      phone ${TEXT} NOT NULL DEFAULT '',
      industry ${TEXT} NOT NULL DEFAULT '',
      notes ${TEXT} NOT NULL DEFAULT '',
      status ${TEXT} NOT NULL DEFAULT 'Active',
      access_token ${TEXT} UNIQUE,
      access_token_created_at ${TEXT},
      test_mode integer NOT NULL DEFAULT 1,
      test_access_token ${TEXT} UNIQUE,
      test_access_token_created_at ${TEXT},
      is_active integer NOT NULL DEFAULT 1,
      chat_customizations ${TEXT} NOT NULL,
      sample_responses ${TEXT},
      created_at ${TEXT} NOT NULL,
      updated_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX clients_domain ON clients (domain)',
    'CREATE INDEX clients_created ON clients (created_at)',
    `CREATE TABLE monthly_usage (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      month varchar(7) COLLATE "C" NOT NULL,
      messages_used integer NOT NULL DEFAULT 0,
      prompt_tokens bigint NOT NULL DEFAULT 0,
      completion_tokens bigint NOT NULL DEFAULT 0,
      cost_usd double precision NOT NULL DEFAULT 0,
      CONSTRAINT monthly_usage_pk PRIMARY KEY (client_id, month)
    )`,
    `CREATE TABLE chat_sessions (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      status ${TEXT} NOT NULL DEFAULT 'active',
      started_at ${TEXT} NOT NULL,
      last_activity ${TEXT} NOT NULL,
      ended_at ${TEXT},
      message_count integer NOT NULL DEFAULT 0,
      metadata ${TEXT} NOT NULL DEFAULT '{}',
      handled_by ${TEXT},
      CONSTRAINT chat_sessions_pk PRIMARY KEY (client_id, session_id)
    )`,
    'CREATE INDEX chat_sessions_activity ON chat_sessions (last_activity)',
    `CREATE TABLE chat_messages (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL,
      session_id ${TEXT} NOT NULL,
      sender ${TEXT} NOT NULL,
      message ${TEXT} NOT NULL,
      metadata ${TEXT} NOT NULL DEFAULT '{}',
      client_message_id ${TEXT},
      created_at ${TEXT} NOT NULL,
      CONSTRAINT chat_messages_session_fk FOREIGN KEY (client_id, session_id)
        REFERENCES chat_sessions (client_id, session_id) ON DELETE CASCADE
    )`,
    'CREATE INDEX chat_messages_session ON chat_messages (client_id, session_id, id)',
    'CREATE INDEX chat_messages_created ON chat_messages (created_at)',
    `CREATE UNIQUE INDEX chat_messages_client_message ON chat_messages (client_id, session_id, client_message_id)
      WHERE client_message_id IS NOT NULL`,
    `CREATE TABLE visitor_sessions (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      visitor_id ${TEXT} NOT NULL,
      ip_address ${TEXT},
      user_agent ${TEXT},
      page_url ${TEXT},
      referrer ${TEXT},
      country ${TEXT},
      city ${TEXT},
      first_visit ${TEXT} NOT NULL,
      last_activity ${TEXT} NOT NULL,
      page_views integer NOT NULL DEFAULT 0,
      chat_engaged integer NOT NULL DEFAULT 0,
      CONSTRAINT visitor_sessions_visitor UNIQUE (client_id, visitor_id)
    )`,
    `CREATE TABLE page_visits (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      visitor_id ${TEXT} NOT NULL,
      page_url ${TEXT} NOT NULL,
      referrer ${TEXT},
      time_on_page integer,
      created_at ${TEXT} NOT NULL
    )`,
    'CREATE INDEX page_visits_client_time ON page_visits (client_id, created_at)',
    `CREATE TABLE chat_analytics (
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      session_id ${TEXT} NOT NULL,
      messages_count integer NOT NULL DEFAULT 0,
      avg_response_time double precision,
      satisfaction_score double precision,
      conversion_event ${TEXT},
      updated_at ${TEXT} NOT NULL,
      CONSTRAINT chat_analytics_pk PRIMARY KEY (client_id, session_id)
    )`,
    `CREATE TABLE api_keys (
      id ${TEXT} PRIMARY KEY,
      client_id ${TEXT} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      name ${TEXT} NOT NULL,
      prefix ${TEXT} NOT NULL,
      key_hash varchar(64) COLLATE "C" NOT NULL UNIQUE,
      created_at ${TEXT} NOT NULL,
      last_used_at ${TEXT},
      revoked_at ${TEXT}
    )`,
    'CREATE INDEX api_keys_client ON api_keys (client_id)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE IF EXISTS api_keys, chat_analytics, page_visits, visitor_sessions, chat_messages, chat_sessions, monthly_usage, clients, admin_sessions, admin_users',
  ]);
}
