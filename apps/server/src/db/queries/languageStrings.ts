/** The terminology overrides of each language (docs/terminology.md). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { languageStrings } from '../schema.js';

/** The overrides of a language, by key. */
export async function readLanguageStrings(db: Database, language: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: languageStrings.key, text: languageStrings.text })
    .from(languageStrings)
    .where(eq(languageStrings.language, language))
    .orderBy(asc(languageStrings.key));
  return new Map(rows.map((row) => [row.key, row.text]));
}

/** Stores `set` over the language's overrides and removes those of `remove`, in one transaction. */
export async function writeLanguageStrings(
  db: Database,
  language: string,
  changes: { set: { key: string; text: string }[]; remove: string[] },
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.remove.length > 0) {
      await tx.delete(languageStrings).where(and(eq(languageStrings.language, language), inArray(languageStrings.key, changes.remove)));
    }
    if (changes.set.length > 0) {
      await tx
        .insert(languageStrings)
        .values(changes.set.map(({ key, text }) => ({ language, key, text, updatedAt: at })))
        .onConflictDoUpdate({
          target: [languageStrings.language, languageStrings.key],
          set: { text: sql`excluded.text`, updatedAt: at },
        });
    }
  });
}

export async function deleteLanguageStrings(db: Database, language: string): Promise<void> {
  await db.delete(languageStrings).where(eq(languageStrings.language, language));
}
