// The sandbox's Fawry outlet: where a PAYATFAWRY reference is paid, as a cashier at any Fawry
// outlet takes the cash for it. A person (or a test) types the reference, sees what it is for and
// collects it; the sandbox then posts Fawry's signed server notification (PAID, paymentMethod
// PAYATFAWRY) to POST /api/callback. A reference past its expiry is not taken: it is reported
// EXPIRED instead, as Fawry does.
import type { FastifyInstance } from 'fastify';
import { toLatinDigits } from '../../../domain/text';
import { SANDBOX_PATH, sandboxSecureKey } from './sandbox-provider';
import {
  findSandboxChargeByReferenceNumber,
  settleSandboxCharge,
  type SandboxCharge,
} from './sandbox.repository';
import {
  acceptForms,
  digits,
  escape,
  langOf,
  money,
  page,
  postNotification,
  send,
  textsOf,
  type Lang,
} from './sandbox-pages';

export const OUTLET_PATH = `${SANDBOX_PATH}/outlet`;

/** A reference as typed: any digit shape, spaces and dashes dropped. */
export function normalReference(value: unknown): string {
  return toLatinDigits(String(value ?? ''))
    .replace(/[\s-]/g, '')
    .slice(0, 40);
}

function lookupForm(lang: Lang, reference: string, error?: string): string {
  const t = textsOf(lang);
  return `<form class="card" method="get" action="${OUTLET_PATH}">
<input type="hidden" name="lang" value="${lang}">
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<label for="reference">${t('outlet_reference')}</label>
<input id="reference" name="reference" inputmode="numeric" autocomplete="off" maxlength="40" dir="ltr" value="${escape(reference)}">
<button class="pay" type="submit">${t('outlet_find')}</button></form>`;
}

function chargeBody(charge: SandboxCharge, lang: Lang): string {
  const t = textsOf(lang);
  const details = `<section class="card"><dl>
<dt>${t('reference')}</dt><dd data-testid="outlet-reference">${escape(digits(charge.referenceNumber, lang))}</dd>
<dt>${t('item')}</dt><dd>${escape(charge.itemDescription)}</dd>
<dt>${t('amount')}</dt><dd data-testid="outlet-amount">${escape(money(charge.amount, lang))}</dd></dl></section>`;
  if (charge.orderStatus === 'PAID') {
    return `${details}<p class="card" role="status">${t('outlet_paid')}</p>`;
  }
  if (charge.orderStatus !== 'NEW') {
    return `${details}<p class="error" role="alert">${t('outlet_closed')}</p>`;
  }
  return `${details}<form class="card" method="post" action="${OUTLET_PATH}?lang=${lang}">
<input type="hidden" name="reference" value="${escape(charge.referenceNumber)}">
<button class="pay" type="submit">${t('outlet_collect')} ${escape(money(charge.amount, lang))}</button></form>`;
}

/** What the outlet answers for a typed reference: its charge, or the form again with why not. */
async function outletBody(app: FastifyInstance, lang: Lang, typed: string) {
  const t = textsOf(lang);
  const reference = normalReference(typed);
  if (!reference) return { status: 200, body: lookupForm(lang, '') };
  const charge = await findSandboxChargeByReferenceNumber(app.database.db, reference);
  if (!charge || charge.paymentMethod !== 'PAYATFAWRY') {
    return { status: 404, body: lookupForm(lang, typed, t('outlet_unknown')) };
  }
  return { status: 200, body: chargeBody(charge, lang) };
}

/** Registers the outlet page (only where the sandbox is the provider). */
export async function sandboxOutlet(
  app: FastifyInstance,
  options: { jwtSecret: string },
): Promise<void> {
  const secureKey = sandboxSecureKey(options.jwtSecret);
  acceptForms(app);
  const switchHref = (lang: Lang, reference: string) =>
    `${OUTLET_PATH}?lang=${lang === 'ar' ? 'en' : 'ar'}&reference=${encodeURIComponent(reference)}`;

  app.get<{ Querystring: { lang?: string; reference?: string } }>(
    OUTLET_PATH,
    async (request, reply) => {
      const lang = langOf(request.query.lang, 'ar');
      const typed = String(request.query.reference ?? '').slice(0, 40);
      const { status, body } = await outletBody(app, lang, typed);
      const title = textsOf(lang)('outlet_title');
      return send(reply, status, page(lang, title, body, switchHref(lang, typed)));
    },
  );

  app.post<{ Querystring: { lang?: string }; Body: Record<string, string> }>(
    OUTLET_PATH,
    async (request, reply) => {
      const lang = langOf(request.query.lang, 'ar');
      const reference = normalReference(request.body?.reference);
      const charge = await findSandboxChargeByReferenceNumber(app.database.db, reference);
      if (charge?.paymentMethod === 'PAYATFAWRY' && charge.orderStatus === 'NEW') {
        const expired = charge.expiresAt !== null && charge.expiresAt.getTime() <= Date.now();
        const settled = await settleSandboxCharge(
          app.database.db,
          charge.merchantRef,
          expired ? 'EXPIRED' : 'PAID',
        );
        if (settled) await postNotification(app, request, settled, secureKey);
      }
      const { status, body } = await outletBody(app, lang, reference);
      const title = textsOf(lang)('outlet_title');
      return send(reply, status, page(lang, title, body, switchHref(lang, reference)));
    },
  );
}
