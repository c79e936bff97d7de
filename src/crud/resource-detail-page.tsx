// A row's own page (DESIGN §7 machinery): the record from the definition's `detail.load`, its
// sections, and the list's row actions (confirm → mutate → toast) for what the role may do.
import { Box, Button, Container, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import type { Panel } from '@domain/auth/panels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormAlert } from '@/components/form';
import { PanelPageHead } from './panel-page-head';
import { callApi, isApiError, queryKeys } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { ActionDialog } from './action-dialog';
import { BackLink } from './parent-breadcrumb';
import type { AnyRow, ResourceAction, ResourceDefinition } from './resource';
import { usePanelAccess } from './use-panel-access';

export function ResourceDetailPage<Row extends AnyRow>(props: {
  definition: ResourceDefinition<Row>;
  panel: Panel;
}) {
  const { definition, panel } = props;
  const detail = definition.detail!;
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = useParams();
  const [running, setRunning] = useState<ResourceAction<Row> | null>(null);
  const record = useQuery({
    // Under the resource's key: a row action run here or on the list reloads both.
    queryKey: [...queryKeys.panel(definition.resource).detail(id ?? ''), language],
    queryFn: async ({ signal }) =>
      (await callApi(detail.load, { params: { id } as never, signal })).data as Row,
    enabled: Boolean(id),
  });
  // The role's ceiling and a sub-reseller's grants on the record's store (`canOnStore`).
  const access = usePanelAccess(panel);
  const context = { t, language };
  const row = record.data;
  const storeId = row && definition.storeOf ? definition.storeOf(row) : undefined;
  const actions = (definition.actions ?? []).filter(
    (action) =>
      action.scope !== 'bulk' &&
      access(definition.resource, action.action, storeId) &&
      access(action.contract.permission.resource, action.contract.permission.action) &&
      (!row || (action.when?.(row) ?? true)),
  );
  const title = row ? detail.title(row, context) : t(definition.noun);

  return (
    <Container maxW="5xl" py="6" data-panel={panel.key} data-resource={definition.resource}>
      <PanelPageHead panel={panel} title={title} />
      <Stack gap="4">
        <Stack gap="1">
          <BackLink panel={panel} back={detail.back} backLabel={detail.backLabel} />
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {row && detail.subtitle ? detail.subtitle(row, context) : null}
        </Stack>
        {record.isPending ? (
          <Spinner alignSelf="center" my="8" aria-label={t('common.status.loading')} />
        ) : !row ? (
          <Stack gap="3" align="start">
            <FormAlert
              messageKey={
                isApiError(record.error) ? record.error.messageKey : 'errors.fetch_failed'
              }
            />
            <Button variant="outline" onClick={() => void record.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Stack>
        ) : (
          <>
            {actions.length > 0 ? (
              <HStack gap="2" wrap="wrap" data-testid="detail-actions">
                {actions.map((action) => (
                  <Button
                    key={action.id}
                    size="sm"
                    variant={action.danger ? 'ghost' : 'outline'}
                    colorPalette={action.danger ? 'red' : undefined}
                    onClick={() => setRunning(action)}
                  >
                    {t(action.label)}
                  </Button>
                ))}
              </HStack>
            ) : null}
            {detail.sections.map((section) => (
              <Box
                key={section.id}
                as="section"
                aria-labelledby={`detail-${section.id}`}
                borderWidth="1px"
                rounded="lg"
                p="4"
                bg="bg.panel"
              >
                <Heading as="h2" size="md" mb="3" id={`detail-${section.id}`}>
                  {t(section.title)}
                </Heading>
                {section.render(row, context)}
              </Box>
            ))}
          </>
        )}
      </Stack>
      {running && row ? (
        <ActionDialog
          definition={definition}
          action={running}
          rows={[row]}
          onDone={() => setRunning(null)}
          onClose={() => setRunning(null)}
        />
      ) : null}
    </Container>
  );
}
