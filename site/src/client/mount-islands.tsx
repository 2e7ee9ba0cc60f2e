import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** Hydrates (or, for client-only islands, mounts) every island of this page that `registry` knows. */
export function mountIslands(registry: Record<string, ComponentType<never>>): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = registry[el.dataset.island ?? ''] as ComponentType<object> | undefined;
    if (!Component) continue;
    const props = JSON.parse(el.dataset.props ?? '{}') as object;
    if (el.hasAttribute('data-client-only')) createRoot(el).render(<Component {...props} />);
    else hydrateRoot(el, <Component {...props} />);
  }
}
