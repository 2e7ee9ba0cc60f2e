import type { ComponentType } from 'react';

/** A legal page (/privacy, /terms): its MDX body from content/legal/, which carries its own heading. */
export function LegalPage({ Body }: { Body: ComponentType }) {
  return (
    <article className="prose mx-auto max-w-3xl px-4 py-12">
      <Body />
    </article>
  );
}
