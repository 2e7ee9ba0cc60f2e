import { useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../contract/admin.ts';
import { getQueryFn } from './http.ts';
import { keys } from './keys.ts';

/** The session check of the layout: null when signed out (401), never an error for that case. */
export function useMe() {
  return useQuery<MeResponse | null>({
    queryKey: keys.me,
    queryFn: getQueryFn<MeResponse>({ on401: 'returnNull' }),
  });
}
