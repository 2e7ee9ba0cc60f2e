/**
 * Human handoff: a visitor asks for a person, waits in the queue with an honest expected wait, an
 * operator takes the session over and hands it back; office hours, typing hints and the words that
 * ask for a person (handoff-intent.ts).
 */
export * from './handoff.ts';
export * from './handoff-ports.ts';
export * from './handoff-hours.ts';
export * from './handoff-intent.ts';
export * from './handoff-typing.ts';
export * from './expected-wait.ts';
