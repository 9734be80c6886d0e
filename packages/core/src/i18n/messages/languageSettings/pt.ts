import type { languageSettingsEn } from './en.js';

export const languageSettingsPt: Record<keyof typeof languageSettingsEn, string> = {
  'languageSettings.title': 'Definições de idiomas',
  'languageSettings.intro': 'Os idiomas que se podem usar no painel, no site público e na aplicação móvel.',
  'languageSettings.enabledSection': 'Idiomas ativados',
  'languageSettings.enabledHint':
    'Um idioma desativado desaparece de todas as escolhas de idioma. Quem o usa passa a ver o idioma predefinido da próxima vez que abrir o painel.',
  'languageSettings.defaultLocked': 'O idioma predefinido não pode ser desativado',
  'languageSettings.defaultLanguage': 'Idioma predefinido',
  'languageSettings.defaultLanguageHint': 'O que se vê antes de escolher um idioma. Só um idioma ativado pode ser o predefinido.',
  'languageSettings.saving': 'A guardar…',
  'languageSettings.noChanges': 'Nada foi alterado',
  'languageSettings.loadFailed': 'Não foi possível carregar as definições.',
  'languageSettings.retry': 'Tentar novamente',
};
