import type { ChatMessage } from '@homer/contracts/chat';
import { Alert, Stack } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvent } from '../../../app/live/use-live-event.ts';
import type { MessagesView } from '../../../shared/lib/right-drawer.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import {
  chatCommands,
  chatMessagesQueryOptions,
  chatRoomKey,
  chatRoomQueryOptions,
  chatRoomsKey,
  reportViewing,
} from '../api/chat.ts';
import { inShowingOrder, withMessage } from '../lib/message-pages.ts';
import { latestOwnMessage, readMarker, withReadUpTo } from '../lib/read-marker.ts';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import { RoomHeader } from './room-header.tsx';

const viewingEveryMs = 30_000;

/** A chatroom in the Messages drawer (spec §2.2, §4.2): its people, its messages, live, and the composer. */
export function ChatRoomPanel({ roomId, from }: { roomId: number; from: MessagesView }) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const room = useQuery(chatRoomQueryOptions(roomId));
  const pages = useInfiniteQuery(chatMessagesQueryOptions(roomId));
  const messages = inShowingOrder(pages.data);
  const newest = messages.at(-1)?.messageId;

  const add = (message: ChatMessage) => {
    const key = chatMessagesQueryOptions(roomId).queryKey;
    // Before the first page has arrived there is nothing to add to, and the page on its way may have been read
    // before this message was stored: it is fetched again, so a message sent or received meanwhile is not lost.
    if (queryClient.getQueryData(key) === undefined) void queryClient.invalidateQueries({ queryKey: key });
    else queryClient.setQueryData(key, (data) => withMessage(data, message));
  };
  useLiveEvent('chatMessage', (message) => {
    if (message.roomId === roomId) add(message);
  });
  useLiveEvent('chatRead', ({ roomId: readRoom, userId: reader, messageId }) => {
    if (readRoom === roomId)
      queryClient.setQueryData(chatRoomQueryOptions(roomId).queryKey, (data) =>
        withReadUpTo(data, reader, messageId),
      );
  });
  useLiveEvent('chatRoomChanged', ({ roomId: changed }) => {
    if (changed === roomId) void queryClient.invalidateQueries({ queryKey: chatRoomKey(roomId) });
  });

  // Members who have the room open get no notification of its messages: say so now, again within the
  // server's 60 s, and no longer once it closes. A hidden tab shows nothing, so it counts as closed.
  useEffect(() => {
    const report = () => reportViewing(document.visibilityState === 'hidden' ? null : roomId);
    report();
    const timer = window.setInterval(report, viewingEveryMs);
    document.addEventListener('visibilitychange', report);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', report);
      reportViewing(null);
    };
  }, [roomId]);

  // The newest message shown is read: the read marker moves and the room's Chat notifications are read.
  const marked = useRef(0);
  useEffect(() => {
    if (newest === undefined || newest <= marked.current) return;
    marked.current = newest;
    chatCommands.markRead(roomId, newest).then(
      () => {
        // The Messages badge follows from persistentNotificationReceived, which MarkRead publishes.
        void queryClient.invalidateQueries({ queryKey: chatRoomsKey });
      },
      () => undefined,
    );
  }, [roomId, newest, queryClient]);

  const mine = userId === undefined ? undefined : latestOwnMessage(messages, userId);
  const markerText = room.data && userId !== undefined ? readMarker(room.data, userId, messages) : null;
  return (
    <Stack gap="sm" h="calc(100dvh - 90px)">
      <RoomHeader roomId={roomId} room={room.data} userId={userId} from={from} />
      {room.isError && (
        <Alert color="red" role="alert">
          {room.error.message}
        </Alert>
      )}
      <MessageList
        messages={messages}
        userId={userId}
        marker={mine && markerText ? { messageId: mine.messageId, text: markerText } : null}
        pending={pages.isPending}
        failed={pages.isError}
        hasEarlier={pages.hasNextPage}
        loadingEarlier={pages.isFetchingNextPage}
        onLoadEarlier={() => void pages.fetchNextPage()}
      />
      {!room.isError && <Composer roomId={roomId} onSent={add} />}
    </Stack>
  );
}
