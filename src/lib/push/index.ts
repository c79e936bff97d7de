export { PushHost } from './push-host';
export { askPushPermissionAtMomentOfValue, type PushMoment } from './push-prompt-store';
export {
  notificationPermission,
  pushSupported,
  PUSH_ERRORS,
  type PushError,
  type PushOutcome,
} from './push-support';
