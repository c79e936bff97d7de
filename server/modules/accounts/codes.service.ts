// Email/SMS codes: 6 random digits, only an HMAC stored, 10 minutes, 5 wrong tries burn the code,
// a new code replaces the old one, sends throttled per target (throttle.service.ts).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OtpChannel } from '../../../domain/contracts/auth.contract';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { Providers } from '../../providers';
import {
  addCodeAttempt,
  deleteCode,
  findCode,
  upsertCode,
  type CodeRow,
} from './accounts.repository';
import { codeMessage, type CodeMessageKind } from './messages';
import { claimSend, sendRetryAfter, THROTTLE_RULES } from './throttle.service';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** What every account call needs from the app. */
export interface AccountsDeps {
  db: Db;
  providers: Providers;
  secret: string;
  tokenTtlSeconds: number;
  /** Panel access token lifetime (auth.service issueSession). */
  panelAccessTtlSeconds?: number;
  log: FastifyBaseLogger;
}

export type CodePurpose = CodeMessageKind;

/**
 * HMAC-SHA256 keyed from the server secret over purpose, target and code: a leaked table does not
 * give codes away, and a 6-digit code is not worth argon2's cost (it dies in 10 minutes anyway).
 */
function hashCode(secret: string, purpose: string, target: string, code: string): string {
  const key = createHmac('sha256', secret).update('dukkan:otp-codes').digest();
  return createHmac('sha256', key).update(`${purpose}\n${target}\n${code}`).digest('base64url');
}

/** Lower-cased email or the 11-digit phone: the one spelling codes and throttles key on. */
export function normaliseTarget(channel: OtpChannel, target: string): string {
  return channel === 'email' ? target.trim().toLowerCase() : target.trim();
}

export interface SendCodeInput {
  purpose: CodePurpose;
  channel: OtpChannel;
  target: string;
  userId: number | null;
  language: Language;
  /** False when nobody should get a message (unknown account): the row and throttle still count. */
  deliver: boolean;
  /** The asking client's address: sends are counted per IP + target and per IP too. */
  ip: string;
}

/**
 * Claims a send for the target (429 when too soon/too often) and stores the code hash, replacing
 * the previous code. Takes a `db` so callers can run it inside their transaction; the message
 * goes out afterwards with `deliverCode` (a PGlite transaction would block the outbox write).
 */
export async function issueCode(db: Db, secret: string, input: SendCodeInput) {
  const target = normaliseTarget(input.channel, input.target);
  await claimSend(db, target, input.ip);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await upsertCode(db, {
    purpose: input.purpose,
    channel: input.channel,
    target,
    userId: input.userId,
    codeHash: hashCode(secret, input.purpose, target, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return { input, target, code, retryAfter: Math.ceil(THROTTLE_RULES.sendPair.gapMs / 1000) };
}
export type IssuedCode = Awaited<ReturnType<typeof issueCode>>;

/** Issues and delivers a code; answers the seconds until the next send is allowed. */
export async function sendCode(deps: AccountsDeps, input: SendCodeInput): Promise<number> {
  const issued = await issueCode(deps.db, deps.secret, input);
  await deliverCode(deps, issued);
  return issued.retryAfter;
}

export async function deliverCode(deps: AccountsDeps, issued: IssuedCode): Promise<void> {
  const { input, target: to, code } = issued;
  if (!input.deliver) return;
  const message = codeMessage(input.language, input.purpose, code);
  const send =
    input.channel === 'email'
      ? deps.providers.mailer.send({ to, subject: message.subject, text: message.text })
      : deps.providers.sms.send({ to, text: message.text });
  if (input.channel === 'email' && deps.providers.mailer.kind === 'smtp') {
    // A real SMTP round trip takes long enough to tell a known address from an unknown one, so
    // it runs after the answer; failures are logged (without the code) and a resend fixes them.
    void send.catch((error: unknown) =>
      deps.log.error({ err: error, purpose: input.purpose }, 'code email failed'),
    );
    return;
  }
  await send;
}

export async function retryAfterFor(
  deps: AccountsDeps,
  channel: OtpChannel,
  target: string,
  ip: string,
) {
  return sendRetryAfter(deps.db, normaliseTarget(channel, target), ip);
}

/**
 * Checks a code without using it up. Wrong, expired, burnt or missing → 400 otp_invalid; the 5th
 * wrong try deletes the code so the next one must be requested.
 */
export async function checkCode(
  deps: AccountsDeps,
  purpose: CodePurpose,
  channel: OtpChannel,
  rawTarget: string,
  code: string,
): Promise<CodeRow> {
  const target = normaliseTarget(channel, rawTarget);
  const row = await findCode(deps.db, purpose, target);
  if (!row) throw invalidCode();
  if (row.expiresAt.getTime() <= Date.now()) {
    await deleteCode(deps.db, row.id);
    throw invalidCode();
  }
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(deps.secret, purpose, target, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = await addCodeAttempt(deps.db, row.id);
    if (attempts >= CODE_MAX_ATTEMPTS) await deleteCode(deps.db, row.id);
    throw invalidCode();
  }
  return row;
}

const invalidCode = () => new AppError('otp_invalid', 'Wrong or expired code');

/** `checkCode`, then the code is used up (two racing right answers cannot both use it). */
export async function useCode(deps: AccountsDeps, row: CodeRow): Promise<void> {
  if (!(await deleteCode(deps.db, row.id))) throw invalidCode();
}

/** Checks a code and CONSUMES it when right (`checkCode` + `useCode`). */
export async function consumeCode(
  deps: AccountsDeps,
  purpose: CodePurpose,
  channel: OtpChannel,
  rawTarget: string,
  code: string,
): Promise<CodeRow> {
  const row = await checkCode(deps, purpose, channel, rawTarget, code);
  await useCode(deps, row);
  return row;
}
