import type { FastifyInstance } from 'fastify';
import {
  aboutUsContract,
  contactUsContract,
  homeContract,
  privacyPolicyContract,
  termsContract,
  websiteHomeContract,
} from '../../../domain/contracts/catalogue.contract';
import type { HomeData, WebsiteHomeData } from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { TtlCache } from '../../lib/ttl-cache';
import { registerContract } from '../../lib/route';
import { getStaticPage, sendContactMessage } from './content.service';
import { getHome, getWebsiteHome } from './home.service';

/** Contact messages per client: tighter than the API-wide limit, against spam. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  // Both homes are the same for every caller of a language (no viewer fields): built once per
  // language and reused under the category counts' bound (Env.categoryCountTtlMs), served stale
  // while one rebuild runs. A panel write empties them at once (app.caches); a new product or
  // price shows within two bounds. Rebuilt per request they were ~8 queries each (issue 14 bench:
  // 14 req/s on 100,000 products under load).
  const ttl = app.env.categoryCountTtlMs;
  const homes = app.caches.add(new TtlCache<HomeData>(ttl, 2, ttl));
  const websiteHomes = app.caches.add(new TtlCache<WebsiteHomeData>(ttl, 2, ttl));

  registerContract(app, homeContract, {
    fastSerializer: true,
    handler: async ({ request }) => {
      const language = requestLanguage(request);
      return { data: await homes.get(language, () => getHome(db, language)) };
    },
  });

  registerContract(app, websiteHomeContract, {
    fastSerializer: true,
    handler: async ({ request }) => {
      const language = requestLanguage(request);
      return { data: await websiteHomes.get(language, () => getWebsiteHome(db, language)) };
    },
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
