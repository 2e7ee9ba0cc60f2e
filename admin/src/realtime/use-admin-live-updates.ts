import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { acquireAdminSocket, releaseAdminSocket } from './admin-socket.ts';

/**
 * Refetches the given queries whenever the admin namespace reports a change (a message stored, a
 * session started, ended or taken over). Any admin event means the data moved, so no event list
 * has to be kept in step with the server; a burst of events costs one refetch per query.
 */
export function useAdminLiveUpdates(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const signature = JSON.stringify(queryKeys);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let detach: (() => void) | undefined;
    let active = true;
    const targets = JSON.parse(signature) as QueryKey[];
    // Nothing to refresh (the workspace before its sign-in is known): no socket is opened.
    if (targets.length === 0) return;
    const onEvent = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const queryKey of targets) void queryClient.invalidateQueries({ queryKey });
      }, 250);
    };
    void acquireAdminSocket().then((socket) => {
      if (!active) return;
      socket.onAny(onEvent);
      // Events sent before the socket (re)connected were missed: a connection refetches too (a visitor
      // who asked for a person while the console was still connecting shows up in the queue).
      socket.on('connect', onEvent);
      detach = () => {
        socket.offAny(onEvent);
        socket.off('connect', onEvent);
      };
    });
    return () => {
      active = false;
      clearTimeout(timer);
      detach?.();
      releaseAdminSocket();
    };
  }, [queryClient, signature]);
}
