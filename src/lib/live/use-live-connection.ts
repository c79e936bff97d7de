import {
  LIVE_EVENT_TYPES,
  panelStreamTicketContract,
  streamTicketContract,
  type LiveEventData,
} from '@domain/contracts/chat.contract';
import type { LayoutData } from '@domain/contracts/general.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, queryKeys } from '../api';
import { emitLive } from './live-bus';

/** Whose session opens the stream: the shop's, or a panel's (its own ticket and path). */
export type LiveKind = 'user' | 'admin';

const STREAMS = {
  user: { ticket: streamTicketContract, path: '/api/events/stream' },
  admin: { ticket: panelStreamTicketContract, path: '/api/panel/events/stream' },
} as const;

/** Backoff between reconnects after an error (a new ticket each time). */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Holds the app's one EventSource for the signed-in person (mounted once, lazily, by
 * live-events.tsx). EventSource cannot send headers, so each (re)connection asks for a one-minute
 * single-use ticket with the bearer and opens `stream?ticket=…&last_event_id=…`: nothing sent
 * meanwhile is lost. The browser's own reconnect would reuse the used ticket, so every error
 * closes the EventSource and starts over with a new one. When the server closes this stream for
 * a newer one (`closed`: too many open tabs), it stays closed until the tab is shown again. The
 * unread count goes straight into the layout query (bell and page title).
 */
export function useLiveConnection(viewer: string, kind: LiveKind): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let lastId: string | null = null;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;
    /** Closed by the server for a newer stream: reconnect only once the tab is visible again. */
    let parked = false;

    const setUnread = (unread: number) => {
      queryClient.setQueriesData<LayoutData>({ queryKey: queryKeys.layout.all }, (old) =>
        old ? { ...old, notificationsCount: unread } : old,
      );
    };

    const connect = async () => {
      if (stopped) return;
      try {
        const stream = STREAMS[kind];
        const { ticket } = (await callApi(stream.ticket, {})).data;
        if (stopped) return;
        const params = new URLSearchParams({ ticket });
        if (lastId) params.set('last_event_id', lastId);
        source = new EventSource(`${stream.path}?${params.toString()}`);
        for (const type of LIVE_EVENT_TYPES) {
          source.addEventListener(type, (event) => {
            const message = event as MessageEvent<string>;
            if (message.lastEventId) lastId = message.lastEventId;
            const data = JSON.parse(message.data) as LiveEventData[typeof type];
            if (type === 'ready') {
              attempt = 0;
              const ready = data as LiveEventData['ready'];
              lastId ??= String(ready.last_id);
              // What the page exposes about its stream (a browser test waits on it).
              document.documentElement.dataset.live = 'ready';
            }
            if (type === 'notifications')
              setUnread((data as LiveEventData['notifications']).unread);
            if (type === 'closed') {
              source?.close();
              source = null;
              parked = true;
              if (document.visibilityState === 'visible') onVisible();
              return;
            }
            emitLive(type, data as LiveEventData[typeof type]);
          });
        }
        source.onerror = () => {
          delete document.documentElement.dataset.live;
          // The browser would retry with the same (by then expired) ticket: start over instead.
          source?.close();
          source = null;
          schedule();
        };
      } catch {
        schedule();
      }
    };

    const schedule = () => {
      if (stopped) return;
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
      attempt += 1;
      timer = window.setTimeout(() => void connect(), delay);
    };

    /** A parked tab shown again takes a stream back (closing the oldest other one, if need be). */
    const onVisible = () => {
      if (!parked || document.visibilityState !== 'visible') return;
      parked = false;
      attempt = 0;
      schedule();
    };
    document.addEventListener('visibilitychange', onVisible);

    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, [queryClient, viewer, kind]);
}
