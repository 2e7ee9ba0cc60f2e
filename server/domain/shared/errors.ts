import type { ErrorCode } from '../../../contract/errors.ts';

/** A business failure with a stable code; each transport maps codes to its own status once. */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);
