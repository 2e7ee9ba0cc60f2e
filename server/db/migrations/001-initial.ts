import { sql, type Kysely } from 'kysely';

// Portable DDL only (text, integer, real; no SQLite-only types), so a PostgreSQL dialect can run it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_expires').on('admin_sessions').column('expires_at').execute();

  await db.schema
    .createTable('clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('ai_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('industry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('access_token', 'text', (c) => c.unique())
    .addColumn('access_token_created_at', 'text')
    .addColumn('test_mode', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('test_access_token', 'text', (c) => c.unique())
    .addColumn('test_access_token_created_at', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('chat_customizations', 'text', (c) => c.notNull())
    .addColumn('sample_responses', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clients_domain').on('clients').column('domain').execute();
  await db.schema.createIndex('clients_created').on('clients').column('created_at').execute();

  await db.schema
    .createTable('monthly_usage')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('messages_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prompt_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_usd', 'real', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('monthly_usage_pk', ['client_id', 'month'])
    .execute();

  await db.schema
    .createTable('chat_sessions')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('last_activity', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('handled_by', 'text')
    .addPrimaryKeyConstraint('chat_sessions_pk', ['client_id', 'session_id'])
    .execute();
  await db.schema.createIndex('chat_sessions_activity').on('chat_sessions').column('last_activity').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('client_message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(
      'chat_messages_session_fk',
      ['client_id', 'session_id'],
      'chat_sessions',
      ['client_id', 'session_id'],
      (f) => f.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('chat_messages_session')
    .on('chat_messages')
    .columns(['client_id', 'session_id', 'id'])
    .execute();
  await db.schema.createIndex('chat_messages_created').on('chat_messages').columns(['created_at']).execute();
  await db.schema
    .createIndex('chat_messages_client_message')
    .unique()
    .on('chat_messages')
    .columns(['client_id', 'session_id', 'client_message_id'])
    .where(sql.ref('client_message_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('visitor_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('page_url', 'text')
    .addColumn('referrer', 'text')
    .addColumn('country', 'text')
    .addColumn('city', 'text')
    .addColumn('first_visit', 'text', (c) => c.notNull())
    .addColumn('last_activity', 'text', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chat_engaged', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('visitor_sessions_visitor', ['client_id', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('page_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('time_on_page', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_visits_client_time')
    .on('page_visits')
    .columns(['client_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('chat_analytics')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('messages_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_response_time', 'real')
    .addColumn('satisfaction_score', 'real')
    .addColumn('conversion_event', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_analytics_pk', ['client_id', 'session_id'])
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_client').on('api_keys').column('client_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'api_keys',
    'chat_analytics',
    'page_visits',
    'visitor_sessions',
    'chat_messages',
    'chat_sessions',
    'monthly_usage',
    'clients',
    'admin_sessions',
    'admin_users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
