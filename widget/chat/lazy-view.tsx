import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own (widget/build.ts splits each dynamic import), fetched
 * the first time `needed` says it may have something to show: the pre-chat form, the feedback parts.
 * Until then, and while it loads, it renders nothing; a failed load is tried again on a later render.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  needed: (props: P) => boolean,
): ComponentType<P> {
  let view: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  return function LazyView(props: P) {
    const [, loaded] = useState(0);
    const wanted = needed(props);
    useEffect(() => {
      if (!wanted || view) return;
      let mounted = true;
      loading ??= load().then(
        (v) => void (view = v),
        () => void (loading = undefined),
      );
      void loading.then(() => mounted && loaded((n) => n + 1));
      return () => void (mounted = false);
    });
    const View = view;
    return wanted && View ? <View {...props} /> : null;
  };
}
