import { useLiveRefresh } from './live-refresh';
import { useNewOrderAlert } from './new-order-alert';
import { useLiveConnection, type LiveKind } from './use-live-connection';

/** Mounted once for a signed-in person (lazily: never part of a visitor's page). */
export function LiveEvents({ viewer, kind = 'user' }: { viewer: string; kind?: LiveKind }) {
  useLiveConnection(viewer, kind);
  useLiveRefresh();
  return kind === 'admin' ? <PanelAlerts /> : null;
}

function PanelAlerts() {
  useNewOrderAlert();
  return null;
}
