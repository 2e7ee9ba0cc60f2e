/**
 * Chat: a visitor's conversation with a client's assistant. Who may post what (chat-gate.ts: widget
 * tokens with the Origin rule, secret keys, operators), storing messages idempotently, the assistant turn
 * with its metering, sessions for the console (chat-sessions.ts) and the visitor session secret
 * (visitor-keys.ts). chat.ts composes message-writer.ts, reply-producer.ts (metering, leads),
 * reply-once.ts (one reply per message across processes) and reply-targets.ts (which stored message a
 * REST reply or an FAQ preset answers: named by id, else found by text). Its storage and provider
 * ports: chat-ports.ts.
 */
export * from './chat.ts';
export * from './chat-gate.ts';
export * from './chat-ports.ts';
export * from './chat-sessions.ts';
export * from './visitor-keys.ts';
export * from './widget-config.ts';
export * from './proactive.ts';
