import type { ComponentType } from 'react';
import { Island } from '../islands/island.tsx';

/**
 * Route shell for the widget engineer's demo pages: the site layout with a client-only island, since
 * those pages start from browser state (session ids, the URL's domain).
 */
export function DemoShell({
  name,
  component,
}: {
  name: string;
  component: ComponentType<Record<string, never>>;
}) {
  return <Island name={name} component={component} props={{}} clientOnly className="min-h-[60vh]" />;
}
