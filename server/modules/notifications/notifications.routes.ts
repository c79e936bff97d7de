import type { FastifyInstance } from 'fastify';
import {
  markNotificationsReadContract,
  notificationsContract,
} from '../../../domain/contracts/notifications.contract';
import {
  panelAnnouncementsContract,
  sendAnnouncementContract,
} from '../../../domain/contracts/panel/announcements.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import {
  getAnnouncements,
  getMyNotifications,
  markMyNotificationsRead,
  sendAnnouncement,
} from './notifications.service';

/** In-app notifications of the signed-in person, and the admin's broadcasts. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, notificationsContract, {
    handler: ({ query, request }) =>
      getMyNotifications(db, request.actor!, requestLanguage(request), query),
  });
  registerContract(app, markNotificationsReadContract, {
    handler: async ({ body, request }) => ({
      data: await markMyNotificationsRead(db, request.actor!, body),
    }),
  });
  registerContract(app, panelAnnouncementsContract, {
    handler: ({ query }) => getAnnouncements(db, query),
  });
  registerContract(app, sendAnnouncementContract, {
    handler: async ({ body, request }) => ({
      data: await sendAnnouncement(db, request.actor!, body),
    }),
  });
}
