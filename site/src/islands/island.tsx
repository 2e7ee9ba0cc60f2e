import type { ComponentType } from 'react';

/**
 * Marks an interactive part of a pre-rendered page. The server renders the component inside a
 * `data-island` element with its props as JSON; the page's client entry hydrates exactly that element
 * with hydrateRoot, so the rest of the page stays plain HTML. `clientOnly` islands render nothing on
 * the server and mount with createRoot (for pages that depend on the browser from the first render).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  clientOnly = false,
  className,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  clientOnly?: boolean;
  className?: string;
}) {
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-client-only={clientOnly ? '' : undefined}
      className={className}
    >
      {clientOnly ? null : <Component {...props} />}
    </div>
  );
}
