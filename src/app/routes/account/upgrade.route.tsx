import { UPGRADE_TYPES, type UpgradeType } from '@domain/contracts/subscriptions.contract';
import { useParams } from 'react-router';
import { UpgradePage } from '@/features/subscriptions/upgrade-page';

/** `/upgrade/:type?`: packages, upgrade now, renew, downgrade at renewal. */
export function Component() {
  const { type } = useParams();
  const tab: UpgradeType = UPGRADE_TYPES.includes(type as UpgradeType)
    ? (type as UpgradeType)
    : 'upgrade';
  return <UpgradePage type={tab} />;
}
