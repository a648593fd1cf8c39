import type { MessageClass } from '@homer/contracts/envelope';
import { notifications } from '@mantine/notifications';
import { createElement, type MouseEvent } from 'react';
import { appNavigation } from '../lib/navigation.ts';

type ToastLevel = MessageClass;

export type ToastOptions = {
  /** Milliseconds before closing, or false to stay until closed. */
  autoCloseMs?: number | false;
  title?: string;
  /** Top centre unless a screen's spec says otherwise (fiscal-year failures: top right). */
  position?: 'top-center' | 'top-right';
};

/** A server "system message" (spec §3): shown with its time, an optional link, closed by a click. */
type SystemMessage = {
  message: string;
  messageClass: MessageClass | null;
  link?: string | null;
  openDate?: Date;
};

const colours: Record<ToastLevel, string> = {
  success: 'teal',
  error: 'red',
  warning: 'orange',
  info: 'blue',
};
// Spec §9: 2000 ms for success and errors; the spec is silent on the others, which get time to be read.
const defaultAutoClose: Record<ToastLevel, number> = {
  success: 2000,
  error: 2000,
  warning: 4000,
  info: 4000,
};
const closeButtonProps = { 'aria-label': 'Close notification' };

/** Same level and text share one id, so a message already on screen is not stacked again. */
function toastId(level: ToastLevel, message: string): string {
  return `toast:${level}:${message}`;
}

function show(message: string, level: ToastLevel = 'info', options: ToastOptions = {}): void {
  notifications.show({
    id: toastId(level, message),
    message,
    title: options.title,
    color: colours[level],
    autoClose: options.autoCloseMs ?? defaultAutoClose[level],
    position: options.position ?? 'top-center',
    closeButtonProps,
  });
}

function followLink(event: MouseEvent<HTMLAnchorElement>, link: string): void {
  if (/^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//')) return;
  event.preventDefault();
  appNavigation.go(link.startsWith('/') ? link : `/${link}`);
}

function systemMessage({ message, messageClass, link, openDate = new Date() }: SystemMessage): void {
  const level = messageClass ?? 'info';
  const id = toastId(level, message);
  const time = openDate.toLocaleTimeString();
  const body = createElement(
    'div',
    null,
    createElement('div', null, message),
    createElement(
      'time',
      { dateTime: openDate.toISOString(), style: { fontSize: 'var(--mantine-font-size-xs)' } },
      time,
    ),
    link
      ? createElement(
          'div',
          null,
          createElement(
            'a',
            { href: link, onClick: (e: MouseEvent<HTMLAnchorElement>) => followLink(e, link) },
            link,
          ),
        )
      : null,
  );
  notifications.show({
    id,
    message: body,
    color: colours[level],
    autoClose: false,
    position: 'top-center',
    closeButtonProps,
    style: { cursor: 'pointer' },
    onClick: () => notifications.hide(id),
  });
}

export const toast = {
  show,
  success: (message: string, options?: ToastOptions) => show(message, 'success', options),
  error: (message: string, options?: ToastOptions) => show(message, 'error', options),
  warning: (message: string, options?: ToastOptions) => show(message, 'warning', options),
  info: (message: string, options?: ToastOptions) => show(message, 'info', options),
  systemMessage,
};
