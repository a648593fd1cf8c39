import {
  addMembersBodySchema,
  chatChangeResponseSchema,
  chatMessageResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatPaths,
  chatRoomQuerySchema,
  chatRoomResponseSchema,
  chatRoomsQuerySchema,
  chatRoomsResponseSchema,
  chatUsersQuerySchema,
  chatUsersResponseSchema,
  createGroupRoomBodySchema,
  markReadBodySchema,
  openDirectRoomBodySchema,
  roomIdBodySchema,
  sendMessageBodySchema,
  viewingBodySchema,
} from '@homer/contracts/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { errorResponses, succeeded } from '../../plugins/errors.ts';
import {
  addMembers,
  createGroupRoom,
  getRoom,
  leaveRoom,
  listMessages,
  listRooms,
  markRead,
  onlineUsers,
  openDirectRoom,
  searchUsers,
  sendMessage,
  setViewing,
} from './service.ts';

const tags = ['Chat'];
const errors = errorResponses(400, 401, 404);
// Every signed-in user may chat; each call reaches only rooms the caller is a member of (service.ts).
const config = { access: 'signedIn' as const };
const me = (request: Parameters<typeof signedInAuth>[0]) => signedInAuth(request).user.id;

/** Chat rooms, messages, read markers and who is online (issue 12; decision 049). */
export const chatRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, opts) => {
  const { db } = opts;
  const get = { tags, response: { 200: chatRoomResponseSchema, ...errors } };

  app.get(
    `/${chatPaths.rooms}`,
    {
      config,
      schema: {
        tags,
        querystring: chatRoomsQuerySchema,
        response: { 200: chatRoomsResponseSchema, ...errors },
      },
    },
    async (request) => succeeded({ value: await listRooms(db, me(request), request.query.before) }),
  );
  app.get(
    `/${chatPaths.room}`,
    { config, schema: { ...get, querystring: chatRoomQuerySchema } },
    async (request) => succeeded({ value: await getRoom(db, me(request), request.query.roomId) }),
  );
  app.get(
    `/${chatPaths.messages}`,
    {
      config,
      schema: {
        tags,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesResponseSchema, ...errors },
      },
    },
    async (request) =>
      succeeded({ value: await listMessages(db, me(request), request.query.roomId, request.query.before) }),
  );
  app.post(
    `/${chatPaths.openDirect}`,
    { config, schema: { ...get, body: openDirectRoomBodySchema } },
    async (request) => succeeded({ value: await openDirectRoom(db, me(request), request.body.userId) }),
  );
  app.post(
    `/${chatPaths.createGroup}`,
    { config, schema: { ...get, body: createGroupRoomBodySchema } },
    async (request) => succeeded({ value: await createGroupRoom(db, me(request), request.body) }),
  );
  app.post(
    `/${chatPaths.addMembers}`,
    { config, schema: { ...get, body: addMembersBodySchema } },
    async (request) => succeeded({ value: await addMembers(db, me(request), request.body) }),
  );
  app.post(
    `/${chatPaths.send}`,
    {
      config,
      schema: { tags, body: sendMessageBodySchema, response: { 200: chatMessageResponseSchema, ...errors } },
    },
    async (request) => {
      const { message, emails } = await sendMessage(db, opts.config, me(request), request.body);
      await sendNotificationEmails(db, opts.config, emails);
      return succeeded({ value: message });
    },
  );

  const change = { tags, response: { 200: chatChangeResponseSchema, ...errors } };
  app.post(
    `/${chatPaths.leave}`,
    { config, schema: { ...change, body: roomIdBodySchema } },
    async (request) => {
      await leaveRoom(db, me(request), request.body.roomId);
      return succeeded({});
    },
  );
  app.post(
    `/${chatPaths.markRead}`,
    { config, schema: { ...change, body: markReadBodySchema } },
    async (request) => {
      await markRead(db, me(request), request.body);
      return succeeded({});
    },
  );
  app.post(
    `/${chatPaths.viewing}`,
    // Repeated every 30 s while a room is open; the browser sends it silent, so it is not the user's activity.
    { config, schema: { ...change, body: viewingBodySchema } },
    async (request) => {
      await setViewing(db, me(request), request.body.roomId);
      return succeeded({});
    },
  );

  const users = { tags, response: { 200: chatUsersResponseSchema, ...errors } };
  app.get(
    `/${chatPaths.users}`,
    { config, schema: { ...users, querystring: chatUsersQuerySchema } },
    async (request) => succeeded({ value: await searchUsers(db, me(request), request.query.search) }),
  );
  app.get(`/${chatPaths.online}`, { config, schema: users }, async (request) =>
    succeeded({ value: await onlineUsers(db, me(request)) }),
  );
};
