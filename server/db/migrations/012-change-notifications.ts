/**
 * PostgreSQL's 012 adds triggers that tell every process of a change to a client or a knowledge
 * revision. SQLite needs nothing: its caches re-check `PRAGMA data_version`, which moves on any other
 * connection's commit. Kept under the same name so both stores list the same migrations.
 */
export async function up(): Promise<void> {}

export async function down(): Promise<void> {}
