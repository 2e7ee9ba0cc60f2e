/**
 * The shapes of live data a provider and the answerers see: who asks (a viewer), a record as a visitor
 * may see it or locked, what a question matched, and the client-bound lookup (live-data.ts builds it).
 */
import type { Source } from '../../../contract/chat.ts';
import type { FeedRecordType } from '../../../contract/knowledge.ts';
import type { LiveField } from './live-data-fields.ts';

/** Who is asking, as far as it was proven: a verified user id and verified or code-proven emails. */
export interface RecordViewer {
  userId: string | null;
  emails: readonly string[];
}

/** The owner of a personal record, for the code mailed to prove it; never shown to a visitor. */
export interface RecordOwner {
  email: string | null;
  id: string | null;
}

/** A personal record the viewer was not proven to own: its reference only. */
export interface LockedRecord {
  locked: true;
  reference: string;
  recordType: FeedRecordType;
}

/** A feed record as a visitor may see it: its visible fields only. */
export interface LiveRecord {
  recordType: FeedRecordType;
  id: string | null;
  title: string;
  fields: LiveField[];
  source: Source;
}

export type LiveDataMatch =
  /** The question names a record's id and it exists. */
  | { kind: 'record'; record: LiveRecord }
  /** The question names an order number (or SKU, listing id) that no feed of the client has. */
  | { kind: 'not_found'; reference: string; recordType: FeedRecordType | null }
  /** A product or listing search that found records; `total` counts all matches. */
  | { kind: 'search'; recordType: FeedRecordType; records: LiveRecord[]; total: number }
  /** A question about a whole collection ("your inventory levels"): its first records and its size. */
  | { kind: 'overview'; recordType: FeedRecordType; records: LiveRecord[]; total: number }
  /** The visitor asks after their own orders without a number: only the number finds one. */
  | { kind: 'order_number_needed' }
  /** The question names a person's record (an order) that this viewer was not proven to own. */
  | { kind: 'locked'; reference: string; recordType: FeedRecordType };

/** What a provider gets for one question: the match found up front and the client-bound record tools. */
export interface LiveDataAccess {
  match: LiveDataMatch | null;
  /** The client has feed records (the model is offered the record tools only then). */
  available: boolean;
  /** The record, `locked` when it is a person's and the viewer is not proven to be them, or null. */
  lookup(id: string): Promise<LiveRecord | LockedRecord | null>;
  /** For a locked record: mails its owner a code (throttled) and returns what to tell the visitor. */
  confirm?: (reference: string) => Promise<string>;
  search(query: string, recordType?: FeedRecordType): Promise<LiveRecord[]>;
}

export interface RecordLookup {
  /** What the question asks of live data, or null when it names no record and searches none. */
  match(clientId: string, question: string, viewer?: RecordViewer): Promise<LiveDataMatch | null>;
  /**
   * The record with exactly this id (an order number, SKU, listing id) among the client's feeds;
   * a person's record only for its owner (else locked).
   */
  lookup(clientId: string, id: string, viewer?: RecordViewer): Promise<LiveRecord | LockedRecord | null>;
  /** The owner of a personal record (for the confirmation code); null for public or unknown records. */
  ownerOf(clientId: string, id: string): Promise<RecordOwner | null>;
  /**
   * For an order that only a connected store may hold (live-orders.ts): how to read its owner, to be
   * called only once the code may be sent, so whether it exists is never told. Null otherwise.
   */
  concealedOwner?(clientId: string, id: string): Promise<(() => Promise<RecordOwner | null>) | null>;
  /** Catalogue records (never orders) matching the words and price/bedroom limits of the query. */
  search(
    clientId: string,
    query: string,
    opts?: { recordType?: FeedRecordType; limit?: number },
  ): Promise<LiveRecord[]>;
  hasRecords(clientId: string): Promise<boolean>;
  /**
   * The client-bound access handed to an answer provider, for the viewer `viewerOf` reads: only when
   * a personal record is at stake, so the common question costs no identity reads.
   */
  access(clientId: string, question: string, viewerOf?: () => Promise<RecordViewer>): Promise<LiveDataAccess>;
}
