import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxEntry {
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  html?: string | null;
}

export async function insertOutbox(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(mailOutbox).values({ ...entry, html: entry.html ?? null });
}

/** Newest first: the code a person is looking for is the last one sent. */
export async function listOutbox(db: Db, limit = 100) {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
