import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HandoffQueue } from '../../../contract/handoff.ts';
import type { AdminHandoffRequested } from '../../../contract/realtime.ts';
import { keys } from '../api/keys.ts';
import { acquireAdminSocket, releaseAdminSocket } from '../realtime/admin-socket.ts';
import { useAdminLiveUpdates } from '../realtime/use-admin-live-updates.ts';

const QUEUE_KEYS = [keys.handoffQueue] as const;

/** The live handoff queue: refetched on every admin event (a request, a take-over, a hand-back). */
export function useHandoffQueue() {
  useAdminLiveUpdates(QUEUE_KEYS);
  return useQuery<HandoffQueue>({ queryKey: keys.handoffQueue });
}

/** A short two-tone chime from Web Audio (no sound file to ship). */
function chime() {
  try {
    const ctx = new AudioContext();
    [660, 880].forEach((hz, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = hz;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + i * 0.15 + 0.12);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // No audio (autoplay policy, no device): the badge and the notification still tell.
  }
}

/**
 * When a visitor starts waiting for a person: a chime, and a browser notification when the operator
 * allowed them (the queue's button asks). Mounted once, in the console's or the workspace's layout;
 * `base` is where its chats live (/admin, or /app where the server sends its own client's requests only).
 */
export function useHandoffAlerts(base = '/admin') {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let active = true;
    const onRequest = (e: AdminHandoffRequested) => {
      chime();
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        const n = new Notification('A visitor is waiting for a person', {
          body: `${e.clientName}: session ${e.sessionId.slice(0, 12)}…`,
          tag: `handoff-${e.clientId}-${e.sessionId}`,
        });
        n.onclick = () => {
          window.focus();
          window.location.assign(
            `${base}/chats/${encodeURIComponent(e.sessionId)}?clientId=${encodeURIComponent(e.clientId)}`,
          );
        };
      }
    };
    void acquireAdminSocket().then((socket) => {
      if (!active) return;
      socket.on('admin:handoff-requested', onRequest);
      detach = () => socket.off('admin:handoff-requested', onRequest);
    });
    return () => {
      active = false;
      detach?.();
      releaseAdminSocket();
    };
  }, [base]);
}
