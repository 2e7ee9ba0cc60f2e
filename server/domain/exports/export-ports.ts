/** What exports and the read API need from storage: pages of sessions, their messages, pages of leads. */
import type { FollowUpLead } from '../../../contract/insights.ts';

export interface ExportRange {
  /** ISO time, included. */
  since: string;
  /** ISO time, excluded. */
  until: string;
}

/** Where a page starts: after this row, in the page's order. */
export interface PageAfter {
  at: string;
  id: string;
}

export interface ExportSessionRow {
  sessionId: string;
  startedAt: string;
  lastActivity: string;
  endedAt: string | null;
  status: string;
  handoffStatus: string;
  messageCount: number;
}

export interface ExportMessageRow {
  id: string;
  sessionId: string;
  sender: string;
  message: string;
  createdAt: string;
  /** A console preview's message (left out). */
  preview: boolean;
}

export interface ExportRepo {
  /** Sessions started in the range, by start time then id, after `after`. */
  sessions(
    clientId: string,
    range: ExportRange,
    page: { after?: PageAfter; limit: number; order: 'asc' | 'desc' },
  ): Promise<ExportSessionRow[]>;
  session(clientId: string, sessionId: string): Promise<ExportSessionRow | null>;
  /** Messages of these sessions, oldest first. */
  messages(clientId: string, sessionIds: string[]): Promise<ExportMessageRow[]>;
  /** Leads recorded in the range, by time then id, after `after`. */
  leads(
    clientId: string,
    range: ExportRange,
    page: { after?: PageAfter; limit: number; order: 'asc' | 'desc' },
  ): Promise<FollowUpLead[]>;
}
