import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, staticPages } from '../../db/schema';

export async function findStaticPage(db: Db, slug: string) {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug));
  return row ?? null;
}

export async function insertContactMessage(
  db: Db,
  values: { name: string; email: string; phone: string | null; subject: string; message: string },
) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return row!;
}
