/**
 * Typing hints during a handoff. Both sides' signals go through here whatever carried them (a socket
 * event or, for widgets without a socket, a small REST call), so the console and the widget see them
 * live. The operator's state is also remembered for a few seconds: a polling widget reads it with the
 * handoff state. A lost "stopped typing" cannot leave the dots on: each "typing" expires by itself.
 */
import { HANDOFF_TEXT } from '../../../contract/handoff.ts';
import type { Clock, DomainEvents } from '../shared/ports.ts';

/** How long an operator's "typing" holds without a fresh signal (the console repeats it while typing). */
export const OPERATOR_TYPING_TTL_MS = 6000;
/** A visitor's "typing" is passed on at most this often per session (the widget sends one per 3 s). */
export const VISITOR_TYPING_MIN_GAP_MS = 1000;

export interface HandoffTyping {
  /** The visitor is (not) typing: told to the console; repeated "typing" within the gap is dropped. */
  visitor(clientId: string, sessionId: string, typing: boolean): void;
  /**
   * The operator is (not) typing: told to the widget and remembered for polling widgets. The widget
   * hears the name visitors see on the operator's messages (their display name, else the team's),
   * never the login.
   */
  operator(clientId: string, sessionId: string, face: { name: string | null }, typing: boolean): void;
  /** Remembers another process's operator signal (already told to the widget there). */
  remember(clientId: string, sessionId: string, name: string, typing: boolean): void;
  /** Whether an operator is typing in the session now. */
  operatorTyping(clientId: string, sessionId: string): boolean;
}

export function createHandoffTyping(deps: { clock: Clock; events: DomainEvents }): HandoffTyping {
  const { clock, events } = deps;
  const operators = new Map<string, number>();
  const visitors = new Map<string, number>();
  const key = (clientId: string, sessionId: string) => `${clientId}:${sessionId}`;
  const ms = () => clock.now().getTime();
  // Entries expire on their own; dropping stale ones on each write keeps the maps small.
  const prune = (map: Map<string, number>, olderThan: number) => {
    if (map.size < 256) return;
    for (const [k, at] of map) if (at < olderThan) map.delete(k);
  };

  const remember: HandoffTyping['remember'] = (clientId, sessionId, _name, typing) => {
    prune(operators, ms() - OPERATOR_TYPING_TTL_MS);
    if (typing) operators.set(key(clientId, sessionId), ms());
    else operators.delete(key(clientId, sessionId));
  };

  return {
    visitor(clientId, sessionId, typing) {
      const k = key(clientId, sessionId);
      const last = visitors.get(k);
      if (typing && last !== undefined && ms() - last < VISITOR_TYPING_MIN_GAP_MS) return;
      prune(visitors, ms() - VISITOR_TYPING_MIN_GAP_MS);
      if (typing) visitors.set(k, ms());
      else visitors.delete(k);
      events.emit('typing.visitor', { clientId, sessionId, typing });
    },
    operator(clientId, sessionId, face, typing) {
      const name = face.name ?? HANDOFF_TEXT.team;
      remember(clientId, sessionId, name, typing);
      events.emit('typing.operator', { clientId, sessionId, name, typing });
    },
    remember,
    operatorTyping(clientId, sessionId) {
      const at = operators.get(key(clientId, sessionId));
      return at !== undefined && ms() - at < OPERATOR_TYPING_TTL_MS;
    },
  };
}
