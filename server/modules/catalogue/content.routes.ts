import type { FastifyInstance } from 'fastify';
import {
  aboutUsContract,
  contactUsContract,
  homeContract,
  privacyPolicyContract,
  termsContract,
  websiteHomeContract,
} from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { getStaticPage, sendContactMessage } from './content.service';
import { getHome, getWebsiteHome } from './home.service';

/** Contact messages per client: tighter than the API-wide limit, against spam. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, homeContract, {
    handler: async ({ request }) => ({ data: await getHome(db, requestLanguage(request)) }),
  });

  registerContract(app, websiteHomeContract, {
    handler: async ({ request }) => ({
      data: await getWebsiteHome(db, requestLanguage(request)),
    }),
  });

  const pages = [
    [aboutUsContract, 'about-us'],
    [privacyPolicyContract, 'privacy-policy'],
    [termsContract, 'terms'],
  ] as const;
  for (const [contract, slug] of pages) {
    registerContract(app, contract, {
      handler: async ({ request }) => ({
        data: await getStaticPage(db, slug, requestLanguage(request)),
      }),
    });
  }

  registerContract(app, contactUsContract, {
    config: { rateLimit: CONTACT_RATE_LIMIT },
    handler: async ({ body }) => ({ data: await sendContactMessage(db, body) }),
  });
}
