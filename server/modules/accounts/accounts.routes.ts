import type { FastifyInstance } from 'fastify';
import * as auth from '../../../domain/contracts/auth.contract';
import { registerContract } from '../../lib/route';
import {
  changePassword,
  forgotPassword,
  login,
  loginVerify,
  logout,
  register,
  requestCode,
  requestSignInCode,
  resetPassword,
  validateRegisterFields,
  verifyContact,
} from './accounts.service';
import { accountsDeps, authRateLimit, requestInfo } from './deps';
import { rememberDevice } from './device-cookie';

/** Spec §7 shopper "Auth" calls. Sign-in and code calls carry their own per-IP limit. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountsDeps(app);
  const config = { rateLimit: authRateLimit(app) };

  registerContract(app, auth.registerValidationContract, {
    handler: async ({ body }) => ({ data: await validateRegisterFields(deps, body) }),
  });
  registerContract(app, auth.registerAccountContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await register(deps, body, requestInfo(request)),
    }),
  });
  for (const contract of [auth.otpContract, auth.resendOtpContract]) {
    registerContract(app, contract, {
      config,
      handler: async ({ body, request }) => ({
        data: await requestCode(deps, body, requestInfo(request)),
      }),
    });
  }
  registerContract(app, auth.sendPhoneOtpContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await requestCode(
        deps,
        { channel: 'phone', target: body.phone, purpose: 'verify' },
        requestInfo(request),
      ),
    }),
  });
  registerContract(app, auth.verifyContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await verifyContact(deps, 'email', body.email, body.code, requestInfo(request)),
    }),
  });
  registerContract(app, auth.verifyPhoneContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await verifyContact(deps, 'phone', body.phone, body.code, requestInfo(request)),
    }),
  });
  registerContract(app, auth.loginContract, {
    config,
    handler: async ({ body, request, reply }) => {
      const data = await login(deps, body, requestInfo(request));
      if (data.status === 'signed_in') rememberDevice(request, reply, deps.secret, data.session.id);
      return { data };
    },
  });
  registerContract(app, auth.loginVerifyContract, {
    config,
    handler: async ({ body, request, reply }) => {
      const data = await loginVerify(deps, body, requestInfo(request));
      rememberDevice(request, reply, deps.secret, data.session.id);
      return { data };
    },
  });
  registerContract(app, auth.signInCodeContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await requestSignInCode(deps, body.identifier, requestInfo(request)),
    }),
  });
  registerContract(app, auth.logoutContract, {
    handler: async ({ request }) => ({ data: await logout(deps, request.actor!) }),
  });
  registerContract(app, auth.forgotPasswordContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await forgotPassword(deps, body.identifier, requestInfo(request)),
    }),
  });
  registerContract(app, auth.resetPasswordContract, {
    config,
    handler: async ({ body }) => ({ data: await resetPassword(deps, body) }),
  });
  registerContract(app, auth.changePasswordContract, {
    config,
    handler: async ({ body, request }) => ({
      data: await changePassword(deps, request.actor!, body),
    }),
  });
}
