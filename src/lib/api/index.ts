export { ApiError, isApiError } from './api-error';
export {
  callApi,
  configureApiClient,
  ownerKindForPath,
  type ApiResult,
  type CallOptions,
} from './client';
export { createQueryClient } from './query-client';
export { createQueryKeys, mutationKeys, PERSISTED_QUERY_ROOTS, queryKeys } from './query-keys';
export {
  apiMutationOptions,
  setApiMutationDefaults,
  useApiMutation,
  type ApiMutationConfig,
  type IdempotentVariables,
} from './use-api-mutation';
export { getVisitorId } from './visitor-id';
