import type { NotificationKind } from '@homer/contracts/notifications';
import { Center, Drawer, Loader, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import {
  type DrawerState,
  type MessagesView,
  rightDrawer,
  useRightDrawer,
} from '../../shared/lib/right-drawer.ts';

const titles: Record<NotificationKind, string> = { Notification: 'Notifications', Chat: 'Messages' };
const messagesViews = [
  { value: 'notifications', label: 'Messages' },
  { value: 'conversations', label: 'Conversations' },
];

// The chat loads when it is first shown, not with the drawer (decision 030).
const ChatRoomPanel = lazy(() =>
  import('../../features/chat/components/chat-room.tsx').then((module) => ({
    default: module.ChatRoomPanel,
  })),
);
const ConversationList = lazy(() =>
  import('../../features/chat/components/conversation-list.tsx').then((module) => ({
    default: module.ConversationList,
  })),
);
const chatLoading = (
  <Center p="md">
    <Loader size="sm" aria-label="Loading chat" />
  </Center>
);

/**
 * The right drawer (spec §2.2, §9): the notifications list, the messages list or a chatroom; 33 % wide, 50 %
 * under 1400 px, the whole screen under 992 px. It composes the notifications and chat features.
 */
export function RightDrawer() {
  const state = useRightDrawer();
  const kind = state.kind;
  const mobile = useMediaQuery('(max-width: 991.98px)', false, { getInitialValueInEffect: false });
  const medium = useMediaQuery('(max-width: 1399.98px)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={kind !== null}
      onClose={rightDrawer.close}
      position="right"
      size={mobile ? '100%' : medium ? '50%' : '33%'}
      title={kind ? titles[kind] : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {kind === 'Chat' ? (
        <MessagesPanel state={state} mobile={mobile} />
      ) : (
        kind && <NotificationList key={kind} kind={kind} mobile={mobile} />
      )}
    </Drawer>
  );
}

/** The Messages drawer: its Chat notifications, the conversations, or one chatroom (decision 049). */
function MessagesPanel({ state, mobile }: { state: DrawerState; mobile: boolean }) {
  if (state.roomId !== null)
    return (
      <Suspense fallback={chatLoading}>
        <ChatRoomPanel key={state.roomId} roomId={state.roomId} from={state.view} />
      </Suspense>
    );
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Messages view"
        fullWidth
        value={state.view}
        onChange={(view) => rightDrawer.showList(view as MessagesView)}
        data={messagesViews}
      />
      {state.view === 'conversations' ? (
        <Suspense fallback={chatLoading}>
          <ConversationList />
        </Suspense>
      ) : (
        <NotificationList kind="Chat" mobile={mobile} />
      )}
    </Stack>
  );
}
