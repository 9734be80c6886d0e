import type { generalSettingsEn } from './en.js';

export const generalSettingsPt: Record<keyof typeof generalSettingsEn, string> = {
  'generalSettings.title': 'Definições gerais',
  'generalSettings.intro': 'Definições que se aplicam a toda a instalação.',
  'generalSettings.timezoneSection': 'Fuso horário',
  'generalSettings.timezoneSearch': 'Procurar um fuso horário',
  'generalSettings.timezoneSearchHint': 'Escreva parte do nome, por exemplo London, Asia ou +05:30.',
  'generalSettings.timezoneMatches': 'Fusos horários correspondentes: {count}',
  'generalSettings.timezone': 'Fuso horário da instalação',
  'generalSettings.timezoneHint':
    'Os formulários de relato leem a hora do acontecimento escrita no relógio deste fuso. O painel mostra todas as datas em UTC.',
  'generalSettings.saving': 'A guardar…',
  'generalSettings.noChanges': 'Nada foi alterado',
  'generalSettings.loadFailed': 'Não foi possível carregar as definições.',
  'generalSettings.retry': 'Tentar novamente',
};
