import type { FastifyInstance } from 'fastify';
import { notificationsContract } from '../../../domain/contracts/notifications.contract';
import {
  panelAnnouncementsContract,
  sendAnnouncementContract,
} from '../../../domain/contracts/panel/announcements.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { getAnnouncements, getMyNotifications, sendAnnouncement } from './notifications.service';

/** In-app notifications of the signed-in person, and the admin's broadcasts. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  registerContract(app, notificationsContract, {
    handler: ({ query, request }) =>
      getMyNotifications(db, request.actor!, requestLanguage(request), query),
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
