import type { Db } from '../../db/client';
import type { Env, ServerEnv } from '../../env';
import { createFawryProvider } from './fawry-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * FawryPay when its three variables are set; otherwise the built-in sandbox where it is enabled
 * (`env.paymentSandbox`: outside production by default); otherwise none, and card payments are
 * refused.
 */
export function createPaymentProvider(env: ServerEnv, db: Db): PaymentProvider | null {
  if (env.fawry) return createFawryProvider(env.fawry);
  return env.paymentSandbox ? createSandboxProvider(db, env.jwtSecret) : null;
}

/** How card payments are taken: FawryPay, the sandbox (shouted in production), or not at all. */
export function paymentBannerLines(
  env: Pick<Env, 'nodeEnv' | 'fawry' | 'paymentSandbox'>,
): string[] {
  if (env.fawry) return [`  Card payments: FawryPay (${env.fawry.baseUrl})`];
  if (env.paymentSandbox) {
    return env.nodeEnv === 'production'
      ? [
          '  !!! PAYMENT SANDBOX IS ON IN PRODUCTION (PAYMENT_SANDBOX=true): CARD PAYMENTS ARE',
          '  !!! SIMULATED AT /sandbox/fawry/, NO MONEY IS TAKEN. SET FAWRY_* FOR REAL PAYMENTS.',
        ]
      : [
          '  Card payments: the built-in sandbox at /sandbox/fawry/ (test card 4242 4242 4242 4242)',
        ];
  }
  return [
    '  Card payments are OFF: no FAWRY_* variables set (cash on delivery and the wallet only).',
  ];
}

export type * from './payment-provider';
