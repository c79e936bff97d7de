import type { OwnerKind } from '@domain/auth/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOutEverywhere } from './sign-out';

/** A sign-out action for buttons: runs `signOutEverywhere`, then opens the page it answers. */
export function useSignOut(kind: OwnerKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const to = await signOutEverywhere(kind, queryClient);
      await navigate(to, { replace: true });
    } finally {
      setPending(false);
    }
  };
  return { signOut: run, pending };
}
