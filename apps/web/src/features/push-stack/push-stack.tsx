import type { PushNotification } from '@homer/contracts/live-events';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLiveEvent } from '../../app/live/use-live-event.ts';
import { followLink } from '../../shared/lib/link-target.ts';
import { toast } from '../../shared/ui/toast.ts';
import { showBrowserNotification } from './browser-notification.ts';
import { PushCard } from './push-card.tsx';
import {
  cornerOf,
  type PushStackState,
  pushStackReducer,
  type StackCorner,
  type StackedPush,
  stackOffsetPx,
  tickMs,
} from './push-stack-state.ts';

const soundUrl = '/sounds/push-notification.wav';
const corners: readonly StackCorner[] = ['top-right', 'bottom-right', 'bottom-left'];
const empty: PushStackState = [];

const follow = (push: PushNotification) => followLink(push.url, { newTab: push.openNewTab });

function playSound(): void {
  // Browsers refuse sound before the user has interacted with the page; the push still shows.
  new Audio(soundUrl).play().catch(() => undefined);
}

/**
 * The signed-in shell's live alerts (spec §2.2, §4.2, §4.3): the stacked push notifications, and the error
 * system message of a background-task exception.
 */
export function PushStack() {
  const [stack, dispatch] = useReducer(pushStackReducer, empty);
  // Pointer and focus hold the stack apart, so leaving one while the other is still there does not restart it.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sequence = useRef(0);

  const activate = useCallback((item: StackedPush, front: boolean) => {
    if (!front) {
      dispatch({ type: 'bringToFront', key: item.key });
      return;
    }
    dispatch({ type: 'dismiss', key: item.key });
    follow(item.push);
  }, []);

  useLiveEvent('pushNotification', (push: PushNotification) => {
    sequence.current += 1;
    const key = `${push.timeSent}:${sequence.current}`;
    dispatch({ type: 'add', key, push });
    if (push.useSound) playSound();
    showBrowserNotification(push, () => follow(push));
  });

  useLiveEvent('backgroundTaskException', (message) => {
    toast.systemMessage({
      message: message.message,
      messageClass: 'error',
      link: message.link ?? null,
      openDate: new Date(message.openDate),
    });
  });

  // The stack unmounts when its last push goes, so no mouseleave or blur arrives to resume it.
  useEffect(() => {
    if (stack.length > 0) return;
    setHovered(false);
    setFocused(false);
  }, [stack.length]);

  const running = stack.length > 0 && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', elapsedMs: tickMs }), tickMs);
    return () => window.clearInterval(timer);
  }, [running]);

  if (stack.length === 0) return null;
  return (
    <>
      {corners.map((corner) => {
        const items = stack.filter((s) => cornerOf(s.push.position) === corner);
        if (items.length === 0) return null;
        const top = corner === 'top-right';
        return (
          <section
            key={corner}
            role="log"
            aria-label="Push notifications"
            aria-live="polite"
            className="homer-push-stack homer-print-hidden"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            style={{
              position: 'fixed',
              zIndex: 400,
              [top ? 'top' : 'bottom']: top ? 70 : 52,
              [corner === 'bottom-left' ? 'left' : 'right']: 16,
              width: 320,
              // Room for the offsets of the ones behind.
              height: 'auto',
            }}
          >
            {/* Painted back to front so the newest lies on top; each older one is pushed 15 px further away. */}
            <div style={{ position: 'relative' }}>
              {items.map((item, index) => (
                <PushCard
                  key={item.key}
                  item={item}
                  front={index === 0}
                  onActivate={() => activate(item, index === 0)}
                  onDismiss={() => dispatch({ type: 'dismiss', key: item.key })}
                  style={{
                    position: index === 0 ? 'relative' : 'absolute',
                    left: 0,
                    [top ? 'top' : 'bottom']: index === 0 ? undefined : index * stackOffsetPx,
                    zIndex: items.length - index,
                  }}
                />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
