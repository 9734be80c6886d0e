/**
 * Every catalogue imported at once, for tests and tooling that read them synchronously. Not exported
 * from the package: products load languages on demand (catalogues.ts).
 */
import type { LanguageCode } from './languages.js';
import { en, type Catalogue } from './messages/en.js';
import { fr } from './messages/fr.js';
import { es } from './messages/es.js';
import { pt } from './messages/pt.js';
import { ta } from './messages/ta.js';
import { cn } from './messages/cn.js';
import { ar } from './messages/ar.js';

export const catalogues: Record<LanguageCode, Catalogue> = {
  en,
  fr,
  es,
  pt,
  ta,
  cn,
  ar,
};
