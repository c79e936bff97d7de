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
import { TtlCache } from '../../lib/ttl-cache';
import { answerBytes, registerContract } from '../../lib/route';
import { getStaticPage, sendContactMessage } from './content.service';
import { getHome, getWebsiteHome } from './home.service';

/** Contact messages per client: tighter than the API-wide limit, against spam. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  // Both homes are the same for every caller of a language (no viewer fields): built once per
  // language and reused as long as an anonymous grid answer (Env.catalogueAnswerTtlMs), served
  // stale while one rebuild runs, so the cards' stock is as fresh as the grids'. A panel write
  // empties them at once on every process. Kept as the bytes the route writes: a home is ~25 KB of
  // JSON, and writing it per request was most of the call's CPU.
  const ttl = app.env.catalogueAnswerTtlMs;
  const homes = app.caches.add(new TtlCache<Buffer>(ttl, 2, ttl));
  const websiteHomes = app.caches.add(new TtlCache<Buffer>(ttl, 2, ttl));
  const homeBytes = answerBytes(homeContract);
  const websiteHomeBytes = answerBytes(websiteHomeContract);

  registerContract(app, homeContract, {
    fastSerializer: true,
    handler: async ({ request }) => {
      const language = requestLanguage(request);
      return {
        serialized: await homes.get(language, async () => homeBytes(await getHome(db, language))),
      };
    },
  });

  registerContract(app, websiteHomeContract, {
    fastSerializer: true,
    handler: async ({ request }) => {
      const language = requestLanguage(request);
      return {
        serialized: await websiteHomes.get(language, async () =>
          websiteHomeBytes(await getWebsiteHome(db, language)),
        ),
      };
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
