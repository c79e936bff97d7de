// The app's live events, handed out in the page (DESIGN §8). The one EventSource
// (use-live-connection.ts) emits here; features subscribe without knowing about the connection.
// No imports: a visitor's page loads nothing of the live machinery but this file at most.
import type { LiveEventData, LiveEventType } from '@domain/contracts/chat.contract';

type Handler<T extends LiveEventType> = (data: LiveEventData[T]) => void;

const handlers = new Map<LiveEventType, Set<Handler<LiveEventType>>>();

/** Subscribes to one event type; answers the unsubscribe. */
export function onLive<T extends LiveEventType>(type: T, handler: Handler<T>): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler as Handler<LiveEventType>);
  return () => set.delete(handler as Handler<LiveEventType>);
}

export function emitLive<T extends LiveEventType>(type: T, data: LiveEventData[T]): void {
  for (const handler of handlers.get(type) ?? []) handler(data);
}
