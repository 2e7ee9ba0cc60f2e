import { useEffect, useState } from 'react';

/** The current time, refreshed every `ms` so relative ages ('5 minutes ago') stay true without refetching. */
export function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
