import type { OwnerKind } from '@domain/auth/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { mutationKeys } from '../api/query-keys';
import { signOutEverywhere } from './sign-out';

/**
 * A sign-out action for buttons: runs `signOutEverywhere` as a mutation, then opens the page it
 * answers. No Idempotency-Key: revoking a session twice changes nothing, and it never retries.
 */
export function useSignOut(kind: OwnerKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationKey: mutationKeys.auth.signOut,
    mutationFn: () => signOutEverywhere(kind, queryClient),
    onSuccess: (to) => navigate(to, { replace: true }),
  });
  return { signOut: () => mutation.mutateAsync(), pending: mutation.isPending };
}
