// The sandbox's hosted checkout: server-rendered HTML under /sandbox/fawry/, in Arabic
// or English (`?lang=`), no script (the CSP allows none inline). Test cards pay, decline or
// expire; then, as Fawry does, a signed server notification V2 is posted to POST /api/callback
// (through the app's own HTTP stack) and the browser is sent to the return URL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromPiastres, toPiastres } from '../../../domain/payments/payments';
import {
  SANDBOX_CARDS,
  SANDBOX_PATH,
  sandboxNotification,
  sandboxSecureKey,
} from './sandbox-provider';
import { text } from '../../lib/texts';
import { findSandboxCharge, settleSandboxCharge, type SandboxCharge } from './sandbox.repository';

export type Lang = 'ar' | 'en';

/** The page's texts (`notifications.sandbox.*`) in `lang`. */
export const textsOf = (lang: Lang) => (key: string) => text(lang, `notifications.sandbox.${key}`);

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function money(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: 2,
  }).format(amount);
}

export function digits(value: string, lang: Lang): string {
  return lang === 'ar' ? value.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : value;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,"Noto Sans Arabic",sans-serif;background:#f2f4f7;color:#1d2939}
header{background:#0b4ea2;color:#fff;padding:16px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;font-size:13px;opacity:.9}
header a{color:#ffd54f;font-size:13px}main{max-width:480px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0}dt{color:#667085}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-size:14px;margin:10px 0 4px}input{width:100%;padding:12px;border:1px solid #d0d5dd;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;padding:14px;border:0;border-radius:8px;font-size:16px;font-weight:700;cursor:pointer;margin-top:14px}
.pay{background:#f7a600;color:#1d2939}.cancel{background:#eaecf0;color:#344054}
.test{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 0;border-top:1px solid #eaecf0}
.test code{direction:ltr;unicode-bidi:isolate;display:inline-block;font-size:14px}.test button{width:auto;margin:0;padding:8px 10px;font-size:13px;background:#0b4ea2;color:#fff}
.error{background:#fef3f2;color:#b42318;border-radius:8px;padding:10px;margin-bottom:12px}`;

export function page(lang: Lang, title: string, body: string, switchHref: string): string {
  const t = textsOf(lang);
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head><body>
<header><h1>${escape(t('title'))}</h1><p>${escape(t('subtitle'))}</p><a href="${escape(switchHref)}">${t('other_language')}</a></header>
<main>${body}</main></body></html>`;
}

function checkoutBody(charge: SandboxCharge, lang: Lang, error?: string): string {
  const t = textsOf(lang);
  const action = `${SANDBOX_PATH}/checkout/${encodeURIComponent(charge.merchantRef)}?lang=${lang}`;
  const cards: [string, string][] = [
    ['4242424242424242', t('succeeds')],
    ['4000000000000002', t('declined')],
    ['4000000000000069', t('expires')],
  ];
  const grouped = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');
  return `<section class="card"><dl>
<dt>${t('merchant')}</dt><dd>Dukkan دكّان</dd>
<dt>${t('item')}</dt><dd>${escape(charge.itemDescription)}</dd>
<dt>${t('amount')}</dt><dd data-testid="sandbox-amount">${escape(money(charge.amount, lang))}</dd>
<dt>${t('reference')}</dt><dd>${escape(digits(charge.referenceNumber, lang))}</dd></dl></section>
<form class="card" method="post" action="${escape(action)}">
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<label for="card_number">${t('card')}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="off" maxlength="23" dir="ltr" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">${t('expiry')}</label><input id="expiry" name="expiry" dir="ltr" maxlength="5" placeholder="12/30"></div>
<div><label for="cvv">${t('cvv')}</label><input id="cvv" name="cvv" inputmode="numeric" dir="ltr" maxlength="4" placeholder="123"></div></div>
<label for="holder">${t('holder')}</label><input id="holder" name="holder" maxlength="100" value="${escape(charge.customerName)}">
<button class="pay" type="submit" name="action" value="pay">${t('pay')} ${escape(money(charge.amount, lang))}</button>
<button class="cancel" type="submit" name="action" value="cancel">${t('cancel')}</button>
<h2 style="font-size:16px;margin:20px 0 4px">${t('test_cards')}</h2>
${cards
  .map(
    ([card, outcome]) =>
      `<div class="test"><span><code dir="ltr">${grouped(card)}</code><br>${outcome}</span><button type="submit" name="test_card" value="${card}" aria-label="${t('use_card')} ${grouped(card)}">${t('use_card')}</button></div>`,
  )
  .join('\n')}
</form>`;
}

export function langOf(value: unknown, fallback: string): Lang {
  if (value === 'ar' || value === 'en') return value;
  return fallback === 'en' ? 'en' : 'ar';
}

export function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

export interface SandboxPagesOptions {
  jwtSecret: string;
  expiryMinutes: number;
}

/** Parses the pages' urlencoded forms (registered in each encapsulated sandbox plugin). */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** Fawry's server-to-server notification of `charge`, through the app's own HTTP stack. */
export async function postNotification(
  app: FastifyInstance,
  request: FastifyRequest,
  charge: SandboxCharge,
  secureKey: string,
): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/callback',
    headers: { 'content-type': 'application/json' },
    payload: sandboxNotification(charge, secureKey),
  });
  if (answer.statusCode !== 200) {
    request.log.error({ status: answer.statusCode, body: answer.body }, 'sandbox callback refused');
  }
}

/** Registers the sandbox's checkout pages (only when the sandbox is the provider). */
export async function sandboxPages(
  app: FastifyInstance,
  options: SandboxPagesOptions,
): Promise<void> {
  const { db } = app.database;
  const secureKey = sandboxSecureKey(options.jwtSecret);
  // The form posts urlencoded; only this plugin (encapsulated) reads that type.
  acceptForms(app);

  const switchHref = (ref: string, lang: Lang) =>
    `${SANDBOX_PATH}/checkout/${encodeURIComponent(ref)}?lang=${lang === 'ar' ? 'en' : 'ar'}`;

  app.get<{ Params: { ref: string }; Querystring: { lang?: string } }>(
    `${SANDBOX_PATH}/checkout/:ref`,
    async (request, reply) => {
      const charge = await findSandboxCharge(db, request.params.ref.slice(0, 100));
      const lang = langOf(request.query.lang, charge?.language ?? 'ar');
      const t = textsOf(lang);
      if (!charge)
        return send(
          reply,
          404,
          page(lang, t('title'), `<p class="card">${t('not_found')}</p>`, '?'),
        );
      if (charge.orderStatus !== 'NEW') {
        return send(
          reply,
          200,
          page(lang, t('title'), processedBody(charge, lang), switchHref(charge.merchantRef, lang)),
        );
      }
      return send(
        reply,
        200,
        page(lang, t('title'), checkoutBody(charge, lang), switchHref(charge.merchantRef, lang)),
      );
    },
  );

  app.post<{
    Params: { ref: string };
    Querystring: { lang?: string };
    Body: Record<string, string>;
  }>(`${SANDBOX_PATH}/checkout/:ref`, async (request, reply) => {
    const charge = await findSandboxCharge(db, request.params.ref.slice(0, 100));
    const lang = langOf(request.query.lang, charge?.language ?? 'ar');
    const t = textsOf(lang);
    if (!charge)
      return send(reply, 404, page(lang, t('title'), `<p class="card">${t('not_found')}</p>`, '?'));
    const form = request.body ?? {};
    let outcome: string;
    const age = Date.now() - charge.createdAt.getTime();
    if (charge.orderStatus !== 'NEW') {
      return send(
        reply,
        409,
        page(lang, t('title'), processedBody(charge, lang), switchHref(charge.merchantRef, lang)),
      );
    } else if (age > options.expiryMinutes * 60_000) {
      outcome = 'EXPIRED';
    } else if (form.action === 'cancel') {
      outcome = 'CANCELED';
    } else {
      const card = String(form.test_card || form.card_number || '').replace(/[\s-]/g, '');
      const known = SANDBOX_CARDS[card as keyof typeof SANDBOX_CARDS];
      if (!known) {
        return send(
          reply,
          422,
          page(
            lang,
            t('title'),
            checkoutBody(charge, lang, t('unknown_card')),
            switchHref(charge.merchantRef, lang),
          ),
        );
      }
      outcome = known;
    }
    const settled = await settleSandboxCharge(db, charge.merchantRef, outcome);
    if (!settled) {
      const now = (await findSandboxCharge(db, charge.merchantRef)) ?? charge;
      return send(
        reply,
        409,
        page(lang, t('title'), processedBody(now, lang), switchHref(charge.merchantRef, lang)),
      );
    }
    await postNotification(app, request, settled, secureKey);
    // …and the browser back to the return URL with Fawry's query (which the shop never trusts).
    const separator = settled.returnUrl.includes('?') ? '&' : '?';
    const query = new URLSearchParams({
      type: 'ChargeResponse',
      referenceNumber: settled.referenceNumber,
      merchantRefNumber: settled.merchantRef,
      orderAmount: fromPiastres(toPiastres(settled.amount)).toFixed(2),
      orderStatus: settled.orderStatus,
      paymentMethod: 'CARD',
      statusCode: '200',
    });
    return reply.redirect(`${settled.returnUrl}${separator}${query}`, 303);
  });
}

function processedBody(charge: SandboxCharge, lang: Lang): string {
  const t = textsOf(lang);
  const separator = charge.returnUrl.includes('?') ? '&' : '?';
  return `<section class="card"><p>${t('processed')}</p><p><a href="${escape(`${charge.returnUrl}${separator}orderStatus=${charge.orderStatus}`)}">${t('back')}</a></p></section>`;
}
