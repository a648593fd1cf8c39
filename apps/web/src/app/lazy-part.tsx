import { type ComponentType, useEffect, useState } from 'react';

/** How long a part whose code could not be fetched waits before asking again. */
export const lazyPartRetryMs = 5000;

/**
 * A piece of the app frame (toast and modal hosts, the live stream, the header's bells) whose code loads after the
 * first paint. React's `lazy` throws a failed import into the tree: outside the router that unmounts the whole app
 * (a white page), inside it the shell gives way to the error page. Both happen exactly when the server is out of
 * reach, the moment the first toast or the lost-updates banner is needed. This part renders nothing until its code
 * is there and asks again every few seconds, so the app keeps working and the part appears once the server answers.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  retryMs: number = lazyPartRetryMs,
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;

  function fetchCode(): Promise<void> {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      () => {
        // Forgotten, so the next attempt fetches again.
        loading = null;
      },
    );
    return loading;
  }

  return function LazyPart(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => Loaded);

    useEffect(() => {
      if (Component) return;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = () => {
        void fetchCode().then(() => {
          if (stopped) return;
          if (Loaded) setComponent(() => Loaded);
          else timer = setTimeout(attempt, retryMs);
        });
      };
      attempt();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    }, [Component]);

    return Component ? <Component {...props} /> : null;
  };
}
