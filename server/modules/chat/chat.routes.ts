import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  activeChatsContract,
  blockChatContract,
  chatContract,
  chatImageContract,
  chatNotificationContract,
  chatsContract,
  deleteChatContract,
  messagesContract,
  openChatContract,
  readMessagesContract,
  sendMessageContract,
  withdrawOfferContract,
} from '../../../domain/contracts/chat.contract';
import { MAX_UPLOAD_BYTES } from '../../../domain/contracts/panel/uploads.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { readImageUpload } from '../uploads/read-image-upload';
import { storeImage } from '../uploads/uploads.service';
import {
  blockCustomer,
  deleteChat,
  getChat,
  getChats,
  getInboxes,
  getMessages,
  markMessages,
  openChat,
  sendMessage,
  sendTyping,
} from './chat.service';
import { withdrawChatOffer } from './chat-offers.service';

/** Buyer ↔ store chat; the multipart parser (chat images) exists only in this plugin's scope. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 0 } });

  registerContract(app, chatsContract, {
    handler: ({ query, request }) => getChats(db, request.actor!, requestLanguage(request), query),
  });
  registerContract(app, activeChatsContract, {
    handler: async ({ request }) => ({ data: await getInboxes(db, request.actor!) }),
  });
  registerContract(app, chatContract, {
    handler: async ({ params, request }) => ({
      data: await getChat(db, request.actor!, requestLanguage(request), params.id),
    }),
  });
  registerContract(app, openChatContract, {
    handler: async ({ body, request }) => ({
      data: await openChat(db, request.actor!, requestLanguage(request), body),
    }),
  });
  registerContract(app, deleteChatContract, {
    handler: async ({ params, request }) => ({
      data: await deleteChat(db, request.actor!, params.id),
    }),
  });
  registerContract(app, blockChatContract, {
    handler: async ({ params, body, request }) => ({
      data: await blockCustomer(
        db,
        request.actor!,
        requestLanguage(request),
        params.id,
        body.blocked,
      ),
    }),
  });
  registerContract(app, messagesContract, {
    handler: async ({ query, request }) => ({
      data: await getMessages(db, request.actor!, requestLanguage(request), query),
    }),
  });
  registerContract(app, sendMessageContract, {
    handler: async ({ body, request }) => ({
      data: await sendMessage(db, request.actor!, requestLanguage(request), body),
    }),
  });
  registerContract(app, withdrawOfferContract, {
    handler: async ({ params, request }) => ({
      data: await withdrawChatOffer(db, request.actor!, requestLanguage(request), params.id),
    }),
  });
  registerContract(app, readMessagesContract, {
    handler: async ({ body, request }) => ({
      data: await markMessages(
        db,
        request.actor!,
        body.chat_id,
        body.message_id,
        body.delivered_only ?? false,
      ),
    }),
  });
  registerContract(app, chatNotificationContract, {
    handler: async ({ body, request }) => ({
      data: await sendTyping(db, request.actor!, body.chat_id),
    }),
  });
  registerContract(app, chatImageContract, {
    handler: async ({ request }) => {
      const bytes = await readImageUpload(request);
      return { data: await storeImage(app.objectStore, 'chats', bytes) };
    },
  });
}
