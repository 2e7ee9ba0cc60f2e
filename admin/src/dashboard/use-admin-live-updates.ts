import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Listens on the admin socket.io namespace and refetches the given queries when anything happens
 * there (a message, a session change). socket.io-client loads only with the screens that use it,
 * and refetches are coalesced so a burst of events costs one request per query.
 */
export function useAdminLiveUpdates(queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const signature = JSON.stringify(queryKeys);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let disconnect: (() => void) | undefined;
    const targets = JSON.parse(signature) as QueryKey[];
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const socket = io('/admin', { path: '/socket.io', withCredentials: true, transports: ['websocket'] });
      socket.onAny(() => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          for (const queryKey of targets) void queryClient.invalidateQueries({ queryKey });
        }, 300);
      });
      disconnect = () => socket.disconnect();
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      disconnect?.();
    };
  }, [queryClient, signature]);
}
