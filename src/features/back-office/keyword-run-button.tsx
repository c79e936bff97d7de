import { Button, HStack, Text } from '@chakra-ui/react';
import {
  keywordRunStatusContract,
  runKeywordsContract,
  type KeywordRun,
} from '@domain/contracts/panel/search-keywords.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import type { ResourceToolbarProps } from '@/crud/resource';
import { callApi, mutationKeys, queryKeys, useApiMutation } from '@/lib/api';

const L = 'back_office_marketing.keywords.run';
const statusKey = [...queryKeys.panel('search_keywords').all, 'run-status'] as const;
const underWay = (run: KeywordRun | undefined) =>
  run?.state === 'queued' || run?.state === 'running';

/**
 * "Propose keywords" (spec §2 `run-ai`): starts the server's keyword run and shows its state,
 * polled every second while it is under way; the list reloads when it ends.
 */
export function KeywordRunButton({ may }: ResourceToolbarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: statusKey,
    queryFn: async ({ signal }) => (await callApi(keywordRunStatusContract, { signal })).data,
    refetchInterval: (query) => (underWay(query.state.data) ? 1_000 : false),
  });
  const start = useApiMutation(runKeywordsContract, {
    mutationKey: mutationKeys.panel('search_keywords', 'run-ai'),
    request: () => ({}),
  });
  const run = status.data;
  const wasUnderWay = useRef(false);
  useEffect(() => {
    if (underWay(run)) wasUnderWay.current = true;
    else if (wasUnderWay.current && run) {
      wasUnderWay.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.panel('search_keywords').lists() });
      toast.show({
        status: run.state === 'done' ? 'success' : 'error',
        title: t(`${L}.${run.state === 'done' ? 'finished' : 'failed'}`, { count: run.created }),
      });
    }
  }, [run, queryClient, t]);

  if (!may('create')) return null;
  return (
    <HStack gap="2" flexWrap="wrap">
      {run && run.state !== 'idle' ? (
        <Text fontSize="sm" color="fg.muted" role="status" data-run-state={run.state}>
          {t(`${L}.state.${run.state}`, {
            progress: run.progress,
            total: run.total,
            created: run.created,
          })}
        </Text>
      ) : null}
      <Button
        variant="outline"
        loading={start.isPending || underWay(run)}
        onClick={async () => {
          try {
            const started = await start.mutateAsync(undefined);
            queryClient.setQueryData(statusKey, started);
          } catch {
            toast.show({ status: 'error', title: t(`${L}.busy`) });
            void status.refetch();
          }
        }}
      >
        {t(`${L}.start`)}
      </Button>
    </HStack>
  );
}
