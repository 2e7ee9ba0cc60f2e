/**
 * Visitors' data under the business's control: a client's owners (or an operator) find one visitor by
 * a chat session id or by the email the visitor left, and export everything stored about them as JSON
 * or erase it from every table that holds it. An erase ends the visitor's live conversations (their
 * widgets are told) and announces `visitor.erased` for the listeners that relay it (webhooks). Where
 * the data lives is the store's business, behind the VisitorDataRepo port. A client may set a retention
 * period: an hourly job, run by one server process at a time, deletes what is older.
 */
export * from './privacy-ports.ts';
export * from './visitor-data.ts';
export * from './retention.ts';
