import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import type { Choice, RemoteChoices } from './resource';

/**
 * The choices of a select field or filter: its static `choices`, or the ones `remoteChoices`
 * loads, cached per key, language (names come translated) and parent value (`dependsOn`).
 * Without a parent value a dependent select offers nothing.
 */
export function useChoices(
  remote: RemoteChoices | undefined,
  choices: Choice[] | undefined,
  parent?: unknown,
): Choice[] {
  const language = useLanguage();
  const first = Array.isArray(parent) ? parent[0] : parent;
  const waiting =
    Boolean(remote?.dependsOn) && (first === null || first === undefined || first === '');
  const { data } = useQuery({
    queryKey: ['panel-choices', remote?.key ?? 'none', language, parent ?? null],
    queryFn: () => remote!.load(parent),
    enabled: Boolean(remote) && !waiting,
    staleTime: 60_000,
  });
  if (!remote) return choices ?? [];
  return waiting ? [] : (data ?? []);
}
