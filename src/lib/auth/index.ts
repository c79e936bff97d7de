export { CODE_LENGTH, normaliseCode } from './code';
export { applyServerErrors } from './form-errors';
export { signOutEverywhere } from './sign-out';
export { useCountdown } from './use-countdown';
export { useSignOut } from './use-sign-out';
