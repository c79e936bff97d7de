import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity key; "by default" so fixtures and imports may still pass explicit ids. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** EGP amounts: 2 decimals in the database, plain numbers in TypeScript (no float drift below 1e13). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Average of half-star ratings, 0.0–5.0. */
export const ratingAvg = () =>
  numeric('rating_avg', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0);
