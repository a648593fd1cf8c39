import { chatLimits } from '@homer/contracts/chat';

/** What a key press in the composer does: Enter sends, Shift+Enter (or Enter while composing text) is typed. */
export function composerKeyAction(event: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): 'send' | 'type' {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing ? 'send' : 'type';
}

/** Characters left shown near the limit only: 'n / 2000' once 200 or fewer remain. */
export function lengthCounter(length: number, max: number = chatLimits.message): string | null {
  return max - length <= 200 ? `${length} / ${max}` : null;
}

/**
 * The box after a send that failed: the box was emptied when Send was pressed (so what is typed while the message
 * travels is kept), and the message that did not go comes back before anything typed since.
 */
export function textAfterFailedSend(unsent: string, typedSince: string): string {
  return typedSince ? `${unsent}\n${typedSince}` : unsent;
}
