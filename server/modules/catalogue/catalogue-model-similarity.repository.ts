import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';

// What the JavaScript twin of `word_similarity` (trigram-similarity.ts) must ask the database:
// how its locale classes characters. `show_trgm(c)` of one character has trigrams exactly when
// pg_trgm takes it for a word character (`ISWORDCHR`: iswalpha/iswdigit of LC_CTYPE), and
// `lower(c)` is what the default collation makes of it before the trigrams are taken.

export interface CharacterClass {
  char: string;
  lower: string;
  word: boolean;
}

/** Each character's class and lower(), in the order given (one statement). */
export async function characterClasses(db: Db, chars: string[]): Promise<CharacterClass[]> {
  if (chars.length === 0) return [];
  const statement = prepared(db, 'trigram-character-classes', () =>
    db
      .select({
        char: sql<string>`"c"."char"`,
        lower: sql<string>`lower("c"."char")`,
        word: sql<boolean>`coalesce(cardinality(show_trgm("c"."char")), 0) > 0`,
      })
      .from(sql`unnest(${sql.placeholder('chars')}::text[]) with ordinality as "c"("char", "n")`)
      .orderBy(sql`"c"."n"`),
  );
  return (await statement.execute({ chars })) as CharacterClass[];
}
