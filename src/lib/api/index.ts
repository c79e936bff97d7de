export { ApiError, isApiError } from './api-error';
export {
  callApi,
  configureApiClient,
  ownerKindForPath,
  type ApiResult,
  type CallOptions,
} from './client';
export { createQueryClient } from './query-client';
export { createQueryKeys, PERSISTED_QUERY_ROOTS, queryKeys } from './query-keys';
export { getVisitorId } from './visitor-id';
