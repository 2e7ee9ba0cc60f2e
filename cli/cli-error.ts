import { CommanderError } from 'commander';
import type { ErrorBody, ErrorCode } from '../contract/errors.ts';
import { ConfigError } from '../server/config.ts';
import { DomainError } from '../server/domain/shared/index.ts';

/** Bad usage the parser cannot see (a missing --yes off a terminal): exit code 2, like commander's own. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A failed operation outside the domain (an unreadable file, a refused prompt): exit code 1. */
export class CliFailure extends Error {
  override name = 'CliFailure';
  constructor(
    message: string,
    readonly code: ErrorCode = 'bad_request',
  ) {
    super(message);
  }
}

export interface Failure {
  exitCode: 0 | 1 | 2;
  /** One line for stderr; null when commander has already printed its own message. */
  line: string | null;
  body: ErrorBody | null;
}

/**
 * Every thrown value becomes an exit code, one stderr line and (for --json) an ErrorBody like the API's.
 * Validation failures list each field's message, the same texts the API returns.
 */
export function describeFailure(err: unknown): Failure {
  if (err instanceof CommanderError) {
    if (err.exitCode === 0) return { exitCode: 0, line: null, body: null };
    // A command group run without a subcommand prints its help; its "message" is only a placeholder.
    const message =
      err.code === 'commander.help'
        ? 'a subcommand is required (see --help)'
        : err.message.replace(/^error: /, '');
    return { exitCode: 2, line: null, body: { error: message, code: 'bad_request' } };
  }
  if (err instanceof UsageError)
    return { exitCode: 2, line: `error: ${err.message}`, body: { error: err.message, code: 'bad_request' } };
  if (err instanceof DomainError) {
    const messages = err.fields ? [...new Set(Object.values(err.fields))] : [];
    const line = messages.length > 1 ? messages.join('; ') : err.message;
    return {
      exitCode: 1,
      line,
      body: { error: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) },
    };
  }
  if (err instanceof CliFailure)
    return { exitCode: 1, line: err.message, body: { error: err.message, code: err.code } };
  if (err instanceof ConfigError)
    return { exitCode: 1, line: err.message, body: { error: err.message, code: 'bad_request' } };
  const message = err instanceof Error ? err.message.split('\n')[0] || err.name : String(err);
  return { exitCode: 1, line: message, body: { error: message, code: 'internal' } };
}
