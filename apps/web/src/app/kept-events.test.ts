import { describe, expect, it } from 'vitest';
import { keepEvents } from './kept-events.ts';

describe('keepEvents', () => {
  it('sends the events kept before the listener came, in order, once, and then no longer keeps any', () => {
    const target = new EventTarget();
    let kept = 0;
    const keeper = keepEvents(target, ['open', 'openConfirm'], () => kept++);
    target.dispatchEvent(new CustomEvent('open', { detail: { id: 1 } }));
    target.dispatchEvent(new CustomEvent('openConfirm', { detail: { id: 2 } }));
    target.dispatchEvent(new CustomEvent('close', { detail: { id: 3 } }));
    expect(kept).toBe(2);

    const heard: unknown[] = [];
    for (const type of ['open', 'openConfirm']) {
      target.addEventListener(type, (event) => heard.push([type, (event as CustomEvent).detail]));
    }
    keeper.release();
    expect(heard).toEqual([
      ['open', { id: 1 }],
      ['openConfirm', { id: 2 }],
    ]);

    target.dispatchEvent(new CustomEvent('open', { detail: { id: 4 } }));
    keeper.release();
    expect(kept).toBe(2);
    expect(heard).toHaveLength(3);
  });

  it('stop() lets go without sending anything', () => {
    const target = new EventTarget();
    const keeper = keepEvents(target, ['open'], () => undefined);
    target.dispatchEvent(new CustomEvent('open'));
    keeper.stop();
    const heard: Event[] = [];
    target.addEventListener('open', (event) => heard.push(event));
    target.dispatchEvent(new CustomEvent('open'));
    expect(heard).toHaveLength(1);
  });
});
