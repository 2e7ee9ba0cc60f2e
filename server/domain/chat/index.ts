/**
 * Chat: a visitor's conversation with a client's assistant. Who may post what (chat-gate.ts: widget
 * tokens with the Origin rule, secret keys, operators), storing messages idempotently, the assistant turn
 * with its metering, sessions for the console (chat-sessions.ts) and the visitor session secret
 * (visitor-keys.ts). The ports it needs from storage and answer providers are in chat-ports.ts.
 */
export * from './chat.ts';
export * from './chat-gate.ts';
export * from './chat-ports.ts';
export * from './chat-sessions.ts';
export * from './visitor-keys.ts';
