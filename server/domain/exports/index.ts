/**
 * Getting a client's data out: conversations with their messages and leads, streamed page by page for
 * the CSV and JSON-lines exports (console, /app, CLI, API) and served a page at a time with a cursor
 * to secret-key integrations (GET /api/v1/conversations, /api/v1/leads).
 */
export * from './export-ports.ts';
export * from './exports.ts';
