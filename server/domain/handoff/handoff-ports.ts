/** What human handoff needs from storage: conditional updates of a session's handoff state, and the queue. */
import type { HandoffQueueItem } from '../../../contract/handoff.ts';

export interface WaitingSession {
  clientId: string;
  sessionId: string;
  requestedAt: string;
}

export interface HandoffRepo {
  /** none/missed → waiting, only while no operator holds the session; false when nothing changed. */
  request(clientId: string, sessionId: string, at: string): Promise<boolean>;
  /** → missed, only from one of the `from` states (the timeout sweep passes 'waiting' alone). */
  miss(clientId: string, sessionId: string, from: ('none' | 'waiting')[], at: string): Promise<boolean>;
  /**
   * One conditional UPDATE: the operator gets the session only if nobody else holds it (or they
   * already do). Two operators racing, on any process: exactly one sees true.
   */
  take(clientId: string, sessionId: string, operator: string): Promise<boolean>;
  /** Back to the assistant; false when nobody held it. */
  release(clientId: string, sessionId: string): Promise<boolean>;
  /** Every session waiting for a person, oldest request first (for the timeout sweep). */
  waiting(): Promise<WaitingSession[]>;
  /** The console's queue: waiting sessions oldest first, then held ones by last activity. */
  queue(): Promise<HandoffQueueItem[]>;
  /** Keeps how long a visitor waited before an operator took their session. */
  recordWait(wait: {
    id: string;
    clientId: string;
    sessionId: string;
    waitedMs: number;
    takenAt: string;
  }): Promise<void>;
  /** The client's waits taken since `since`, newest first, at most `limit`, in milliseconds. */
  recentWaits(clientId: string, since: string, limit: number): Promise<number[]>;
}
