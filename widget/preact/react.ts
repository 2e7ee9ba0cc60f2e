/**
 * What the widget's components import as 'react' (widget/build.ts aliases it here): Preact's own hooks
 * without preact/compat, whose React emulation (prop and event renaming, Suspense, portals, class
 * shims) the widget does not use and which cost about 2 KB gzip on every chat.
 */
import { useLayoutEffect, useReducer, useRef } from 'preact/hooks';

export { useEffect, useRef, useState } from 'preact/hooks';
export { createElement } from 'preact';

/** React's useSyncExternalStore: the snapshot read on every render, one re-render when it changes. */
export function useSyncExternalStore<T>(subscribe: (changed: () => void) => () => void, get: () => T): T {
  const value = get();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const seen = useRef({ value, get });
  seen.current = { value, get };
  useLayoutEffect(() => {
    const check = () => !Object.is(seen.current.value, seen.current.get()) && rerender(0);
    // A change between the render and the subscription.
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
