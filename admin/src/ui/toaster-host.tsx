import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store.ts';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/** Mounts the Radix toaster when the first toast appears, so its code stays out of the first load. */
export function ToasterHost() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
