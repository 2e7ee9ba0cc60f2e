import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';

/**
 * Tooltips open after 700 ms; moving to the next one within 300 ms opens it at once. The provider wraps the
 * screens (not the app root) because Radix Tooltip brings its positioning engine, which the first load does
 * without.
 */
export default function TooltipScope({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </Tooltip.Provider>
  );
}

/** A tooltip on any focusable element; the element keeps its own accessible name. */
export function Tip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-[90] max-w-xs rounded bg-slate-900 px-2 py-1 text-xs break-all text-white shadow"
        >
          {content}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
