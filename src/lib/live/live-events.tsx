import { useLiveConnection } from './use-live-connection';

/** Mounted once for a signed-in person (lazily: never part of a visitor's page). */
export function LiveEvents({ viewer }: { viewer: string }) {
  useLiveConnection(viewer);
  return null;
}
