import { CloseButton, Group, Progress, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties, MouseEvent } from 'react';
import { SanitizedHtml } from '../../shared/ui/sanitized-html.tsx';
import { olderOpacity, remainingPercent, type StackedPush } from './push-stack-state.ts';

type Props = {
  item: StackedPush;
  front: boolean;
  style: CSSProperties;
  onActivate: () => void;
  onDismiss: () => void;
};

// Spec §9: header and message are white unless the payload says otherwise; the dark fill keeps white readable.
const defaultBg = '#1f3a5f';
const white = '#ffffff';

/** One push of the stack (spec §4.3): the header is the control that opens it (front) or brings it forward. */
export function PushCard({ item, front, style, onActivate, onDismiss }: Props) {
  const { push } = item;
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the header button is the keyboard path; this widens the mouse target.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div
      className="homer-push-card"
      data-front={front || undefined}
      onClick={onActivate}
      style={{
        ...style,
        opacity: front ? 1 : olderOpacity,
        cursor: 'pointer',
        borderRadius: 'var(--mantine-radius-md)',
        boxShadow: 'var(--mantine-shadow-md)',
        overflow: 'hidden',
        width: 320,
        background: push.messageBgColor ?? defaultBg,
      }}
    >
      <Group
        gap="xs"
        wrap="nowrap"
        px="sm"
        py={6}
        style={{ background: push.headerBgColor ?? defaultBg, color: push.headerColor ?? white }}
      >
        {push.icon && (
          <span
            aria-hidden
            style={{
              color: push.iconColor ?? white,
              background: push.iconBgColor,
              borderRadius: 4,
              padding: '0 4px',
            }}
          >
            {push.icon}
          </span>
        )}
        <UnstyledButton
          onClick={(event) => {
            stop(event);
            onActivate();
          }}
          aria-label={front ? undefined : `Bring forward: ${push.header}`}
          style={{ flex: 1, color: 'inherit', fontWeight: 600 }}
        >
          {push.header}
        </UnstyledButton>
        <CloseButton
          size="sm"
          aria-label={`Dismiss ${push.header}`}
          onClick={(event) => {
            stop(event);
            onDismiss();
          }}
          style={{ color: 'inherit' }}
        />
      </Group>
      <div style={{ padding: '6px 12px', color: push.messageColor ?? white }}>
        {push.html ? (
          <SanitizedHtml className="homer-push-html" html={push.html} />
        ) : (
          <Text size="sm" c="inherit">
            {push.message}
          </Text>
        )}
      </div>
      <Progress
        value={remainingPercent(item)}
        size="xs"
        radius={0}
        color="gray.3"
        aria-label={`Time left for ${push.header}`}
        transitionDuration={0}
      />
    </div>
  );
}
