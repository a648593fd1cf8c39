/** The router's state as far as stability goes: a page change or a reload of its data in flight. */
export type RouterActivity = {
  state: { navigation: { state: string }; revalidation: string };
  subscribe(listener: (state: RouterActivity['state']) => void): () => void;
};

const busy = (state: RouterActivity['state']) =>
  state.navigation.state !== 'idle' || state.revalidation !== 'idle';

/**
 * Runs `action` once the app has been stable for `delayMs`: no page change or data reload for that long (spec
 * document 1 §9). Each page change starts the wait again, so the worker's downloads never compete with a page
 * being opened. Returns a cancel function.
 */
export function whenStable(router: RouterActivity, delayMs: number, action: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      action();
    }, delayMs);
  };
  const stop = router.subscribe((state) => {
    if (busy(state)) clearTimeout(timer);
    else wait();
  });
  if (!busy(router.state)) wait();
  return () => {
    clearTimeout(timer);
    stop();
  };
}
