import { DomainError } from '../shared/index.ts';
import type { DocumentInput } from './knowledge-sources-ports.ts';

/**
 * A sync that had to stop early (a crawl at its time limit) with the documents it did fetch. They are
 * stored over their earlier versions, documents it did not reach keep their earlier text, and the
 * message is shown on the source as a warning rather than as a failure.
 */
export class IncompleteSync extends DomainError {
  override name = 'IncompleteSync';
  constructor(
    readonly docs: DocumentInput[],
    message: string,
  ) {
    super('bad_request', message);
  }
}
