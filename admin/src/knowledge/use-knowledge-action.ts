import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldErrorsOf } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { toast, toastError } from '../ui/toast-store.ts';
import { errorText } from './knowledge-format.ts';

interface Toasts<TArgs> {
  success: (args: TArgs) => { title: string; description?: string };
  failure: string;
  /** A form shows field messages under its fields, so those failures need no toast. */
  formShowsFields?: boolean;
}

/**
 * A knowledge-source mutation: a success toast, the server's reason as the failure toast (a refused
 * sync says why), and every knowledge query of the client (list, expanded documents) refetched after.
 */
export function useKnowledgeAction<TArgs, TResult>(
  clientId: string,
  fn: (args: TArgs) => Promise<TResult>,
  toasts: Toasts<TArgs>,
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TArgs>({
    mutationFn: fn,
    onSuccess: (_result, args) => toast(toasts.success(args)),
    onError: (error) => {
      if (toasts.formShowsFields && Object.keys(fieldErrorsOf(error)).length > 0) return;
      toastError(errorText(error, toasts.failure));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.knowledgeSources(clientId) }),
  });
}
