// The live event hub of one server process (DESIGN §8): it holds the open streams of the accounts
// signed in here and listens on the PostgreSQL channel, so an event published by any process on
// the database (or by this one) reaches the recipient's open pages. PGlite delivers NOTIFY to its
// own listeners in-process; on PostgreSQL a connection outside the pool is kept for LISTEN.
import type { Database } from '../../db/client';
import { endedSessionsAmong } from '../auth/sessions.repository';
import {
  EVENTS_CHANNEL,
  eventsInRange,
  pruneEvents,
  type ChannelMessage,
  type StoredEvent,
} from './events.repository';

/** One open stream. `send` writes an SSE frame; `lastId` is the newest stored event it has sent. */
export interface StreamConnection {
  userId: number;
  /** The session the stream was opened with: the stream ends when the session does. */
  sessionId: string;
  lastId: number;
  /** Events that arrived while the missed ones were being read; null once the stream is live. */
  pending: StoredEvent[] | null;
  send(event: { id?: number; type: string; data: unknown }): void;
  ping(): void;
  /** Ends the stream (server shutdown). */
  end(): void;
}

export const HEARTBEAT_MS = 25_000;
/**
 * Open streams one login session, and one account, may hold in a process. Past either, the
 * oldest of them is told `closed` and ended: the newest tab is the one being looked at, and a
 * closed tab reconnects when it is shown again (src/lib/live/use-live-connection.ts).
 */
export const STREAMS_PER_SESSION = 5;
export const STREAMS_PER_ACCOUNT = 10;
/** How long events stay resumable. */
const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

export class EventHub {
  private readonly connections = new Map<number, Set<StreamConnection>>();
  private stopListening: (() => Promise<void>) | null = null;
  private timers: NodeJS.Timeout[] = [];
  /** Ranges signalled while an earlier one is still being read, kept in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(EVENTS_CHANNEL, (payload) =>
      this.onChannel(payload),
    );
    const heartbeat = setInterval(() => {
      this.heartbeat();
      void this.endStreamsOfEndedSessions().catch(() => {});
    }, HEARTBEAT_MS);
    const prune = setInterval(
      () =>
        void pruneEvents(this.database.db, new Date(Date.now() - RESUME_WINDOW_MS)).catch(() => {}),
      60 * 60 * 1000,
    );
    heartbeat.unref();
    prune.unref();
    this.timers = [heartbeat, prune];
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.queue.catch(() => {});
    await this.stopListening?.();
    this.stopListening = null;
  }

  /**
   * Adds an open stream, first closing the oldest of its session's (or account's) streams when
   * they are at their cap; answers a function that removes it.
   */
  add(connection: StreamConnection): () => void {
    let set = this.connections.get(connection.userId);
    if (!set) {
      set = new Set();
      this.connections.set(connection.userId, set);
    }
    // A Set iterates in insertion order: the first match is the oldest.
    const sameSession = [...set].filter((open) => open.sessionId === connection.sessionId);
    const oldest =
      sameSession.length >= STREAMS_PER_SESSION
        ? sameSession[0]
        : set.size >= STREAMS_PER_ACCOUNT
          ? set.values().next().value
          : undefined;
    if (oldest) {
      set.delete(oldest);
      oldest.send({ type: 'closed', data: { reason: 'too_many_streams' } });
      oldest.end();
    }
    set.add(connection);
    return () => {
      const current = this.connections.get(connection.userId);
      current?.delete(connection);
      if (current && current.size === 0) this.connections.delete(connection.userId);
    };
  }

  /** Ends every open stream (before the server closes, which waits for open responses). */
  endAll(): void {
    for (const set of this.connections.values()) for (const connection of set) connection.end();
    this.connections.clear();
  }

  /** How many streams are open in this process. */
  get size(): number {
    let total = 0;
    for (const set of this.connections.values()) total += set.size;
    return total;
  }

  /** Hands a stored event to a stream once (a resumed stream may see it from both sides). */
  deliver(connection: StreamConnection, event: StoredEvent): void {
    if (connection.pending) {
      connection.pending.push(event);
      return;
    }
    if (event.id <= connection.lastId) return;
    connection.lastId = event.id;
    connection.send({ id: event.id, type: event.type, data: event.data });
  }

  /**
   * Goes live: sends the missed events (from the Last-Event-ID on), then what arrived meanwhile,
   * each once and in id order.
   */
  resume(connection: StreamConnection, missed: StoredEvent[]): void {
    const pending = connection.pending ?? [];
    connection.pending = null;
    for (const event of [...missed, ...pending].sort((a, b) => a.id - b.id)) {
      this.deliver(connection, event);
    }
  }

  private heartbeat(): void {
    for (const set of this.connections.values()) for (const connection of set) connection.ping();
  }

  /**
   * Ends the streams whose session is over. Runs on word from the process that ended sessions
   * (at once), and with every heartbeat for what no word covers (expiry, an account removed).
   */
  async endStreamsOfEndedSessions(userId?: number): Promise<void> {
    const open = [
      ...(userId === undefined
        ? [...this.connections.values()].flatMap((set) => [...set])
        : [...(this.connections.get(userId) ?? [])]),
    ];
    if (open.length === 0) return;
    const ended = new Set(
      await endedSessionsAmong(this.database.db, [...new Set(open.map((c) => c.sessionId))]),
    );
    for (const connection of open) {
      if (!ended.has(connection.sessionId)) continue;
      connection.end();
      const set = this.connections.get(connection.userId);
      set?.delete(connection);
      if (set && set.size === 0) this.connections.delete(connection.userId);
    }
  }

  private onChannel(payload: string): void {
    let message: ChannelMessage;
    try {
      message = JSON.parse(payload) as ChannelMessage;
    } catch {
      return;
    }
    if ('sessionsEnded' in message) {
      void this.endStreamsOfEndedSessions(message.sessionsEnded).catch(() => {});
      return;
    }
    if ('users' in message) {
      for (const userId of message.users) {
        for (const connection of this.connections.get(userId) ?? []) {
          connection.send({ type: message.type, data: message.data });
        }
      }
      return;
    }
    const { from, to } = message;
    this.queue = this.queue.then(() => this.readRange(from, to)).catch(() => {});
  }

  private async readRange(from: number, to: number): Promise<void> {
    if (this.connections.size === 0) return;
    const users = [...this.connections.keys()];
    const rows = await eventsInRange(this.database.db, from, to, users);
    for (const row of rows) {
      for (const connection of this.connections.get(row.userId) ?? []) {
        this.deliver(connection, row);
      }
    }
  }
}
