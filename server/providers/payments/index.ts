import type { Db } from '../../db/client';
import type { ServerEnv } from '../../env';
import { createFawryProvider } from './fawry-provider';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/** FawryPay when its three variables are set; otherwise the built-in sandbox (issue 12). */
export function createPaymentProvider(env: ServerEnv, db: Db): PaymentProvider {
  return env.fawry ? createFawryProvider(env.fawry) : createSandboxProvider(db, env.jwtSecret);
}

export type * from './payment-provider';
