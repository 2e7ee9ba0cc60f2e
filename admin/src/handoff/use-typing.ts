import { useEffect, useRef, useState } from 'react';
import type { VisitorTypingEvent } from '../../../contract/handoff.ts';
import { acquireAdminSocket, releaseAdminSocket } from '../realtime/admin-socket.ts';

/** Whether the visitor of this session is typing (their widget's `typing` signal, sent on each change; cleared after 15 s without one). */
export function useVisitorTyping(clientId: string, sessionId: string): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    let detach: (() => void) | undefined;
    let active = true;
    let stale: ReturnType<typeof setTimeout> | undefined;
    const on = (e: VisitorTypingEvent) => {
      if (e.clientId !== clientId || e.sessionId !== sessionId) return;
      setTyping(e.typing);
      clearTimeout(stale);
      if (e.typing) stale = setTimeout(() => setTyping(false), 15_000);
    };
    void acquireAdminSocket().then((socket) => {
      if (!active) return;
      socket.on('admin:typing', on);
      detach = () => socket.off('admin:typing', on);
    });
    return () => {
      active = false;
      clearTimeout(stale);
      detach?.();
      releaseAdminSocket();
    };
  }, [clientId, sessionId]);
  return typing;
}

/**
 * Sends the operator's typing to the visitor while they hold the session: one signal per change and a
 * refresh every two seconds while typing, then "stopped" after three idle seconds.
 */
export function useOperatorTyping(clientId: string, sessionId: string, holding: boolean) {
  const state = useRef({ sent: false, at: 0, idle: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => () => clearTimeout(state.current.idle), []);
  const signal = (on: boolean) => {
    const s = state.current;
    clearTimeout(s.idle);
    if (!holding) return;
    const now = Date.now();
    if (on !== s.sent || (on && now - s.at > 2000)) {
      s.sent = on;
      s.at = now;
      void acquireAdminSocket().then((socket) => {
        socket.emit('operator:typing', { clientId, sessionId, typing: on });
        releaseAdminSocket();
      });
    }
    if (on) s.idle = setTimeout(() => signal(false), 3000);
  };
  return signal;
}
