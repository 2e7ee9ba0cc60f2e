import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keys } from '../api/keys.ts';
import { toast, toastError } from '../ui/toast-store.ts';

interface ActionToasts<TResult> {
  success:
    { title: string; description?: string } | ((result: TResult) => { title: string; description?: string });
  /** The failure toast's text, shown when the call fails for any reason. */
  failure: string;
}

/**
 * A clients mutation with the console's conventions: any non-OK response is a failure toast with the
 * catalogue text, success toasts, and every clients query (list, detail, keys) plus the dashboard
 * refetched afterwards.
 */
export function useClientAction<TArgs, TResult>(
  fn: (args: TArgs) => Promise<TResult>,
  toasts: ActionToasts<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TArgs>({
    mutationFn: fn,
    onSuccess: (result) => {
      const message = typeof toasts.success === 'function' ? toasts.success(result) : toasts.success;
      toast(message);
    },
    onError: () => {
      toastError(toasts.failure);
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.clients }),
        queryClient.invalidateQueries({ queryKey: keys.stats }),
      ]);
    },
  });
}
