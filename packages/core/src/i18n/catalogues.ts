import type { LanguageCode } from './languages.js';
import { en, type Catalogue } from './messages/en.js';
import { fr } from './messages/fr.js';
import { es } from './messages/es.js';
import { pt } from './messages/pt.js';
import { ta } from './messages/ta.js';
import { cn } from './messages/cn.js';
import { ar } from './messages/ar.js';

export const catalogues: Record<LanguageCode, Catalogue> = { en, fr, es, pt, ta, cn, ar };

/**
 * The messages for a language: English underneath as the fallback, the language on top, then any
 * terminology overrides (spec §1, CSV upload of language strings) on top of that.
 */
export function messagesFor(code: LanguageCode, overrides?: Partial<Record<string, string>>): Catalogue {
  const merged: Record<string, string> = { ...en, ...catalogues[code] };
  if (overrides) {
    for (const [key, text] of Object.entries(overrides)) if (typeof text === 'string' && text) merged[key] = text;
  }
  return merged as Catalogue;
}
