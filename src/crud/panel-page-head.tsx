import type { Panel } from '@domain/auth/panels';
import { titleWithWaiting } from '@domain/meta';
import { useTranslation } from 'react-i18next';
import { PageHead } from '@/components/page-head';
import { useLanguage } from '@/lib/i18n';
import { useWaitingOrders } from '@/lib/live/waiting-orders';

/**
 * Every panel page's head: `(3) <page> | <panel> | Dukkan`, led by the orders waiting for the
 * viewer so a tab in the background tells the seller; never indexed.
 */
export function PanelPageHead({ panel, title }: { panel: Panel; title: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const waiting = useWaitingOrders(panel);
  return (
    <PageHead
      title={titleWithWaiting(`${title} | ${t(`panel.titles.${panel.key}`)}`, waiting, language)}
      noIndex
    />
  );
}
