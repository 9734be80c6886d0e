import { LanguageSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/languages: the languages sub-tab: the enabled languages and the default one. */
export default function AdminLanguageSettingsPage() {
  useDocumentTitle('languageSettings.title');
  return <LanguageSettings headingLevel={2} />;
}
