/**
 * The words of the demo reports (seedReports.ts): tag names in the seven locales, places near the
 * default map center, and report texts, mostly English with a few in other languages and scripts so
 * that search and display meet every one of them.
 */
import type { Translations } from './schema.js';

/** A text in the seven interface languages, keyed by locale as the options and the handshake name them. */
export const t = (en: string, fr: string, es: string, pt: string, ta: string, zh: string, ar: string): Translations => ({
  en_US: en,
  fr_FR: fr,
  es_ES: es,
  pt_PT: pt,
  ta_IN: ta,
  zh_CN: zh,
  ar_SA: ar,
});

export const categoryTags = [
  t('Violence', 'Violence', 'Violencia', 'Violência', 'வன்முறை', '暴力', 'عنف'),
  t('Protest', 'Manifestation', 'Protesta', 'Protesto', 'போராட்டம்', '抗议', 'احتجاج'),
  t('Infrastructure', 'Infrastructure', 'Infraestructura', 'Infraestrutura', 'உள்கட்டமைப்பு', '基础设施', 'بنية تحتية'),
  t('Health', 'Santé', 'Salud', 'Saúde', 'சுகாதாரம்', '健康', 'صحة'),
  t('Environment', 'Environnement', 'Medio ambiente', 'Ambiente', 'சுற்றுச்சூழல்', '环境', 'بيئة'),
  t('Displacement', 'Déplacement', 'Desplazamiento', 'Deslocação', 'இடப்பெயர்வு', '流离失所', 'نزوح'),
  t('Corruption', 'Corruption', 'Corrupción', 'Corrupção', 'ஊழல்', '腐败', 'فساد'),
  t('Education', 'Éducation', 'Educación', 'Educação', 'கல்வி', '教育', 'تعليم'),
];

export const sourceTags = [
  t('Eyewitness', 'Témoin direct', 'Testigo', 'Testemunha', 'நேரடி சாட்சி', '目击者', 'شاهد عيان'),
  t('Media report', 'Article de presse', 'Noticia', 'Notícia', 'ஊடக செய்தி', '媒体报道', 'تقرير إعلامي'),
  t(
    'Official statement',
    'Déclaration officielle',
    'Declaración oficial',
    'Declaração oficial',
    'அதிகாரப்பூர்வ அறிக்கை',
    '官方声明',
    'بيان رسمي',
  ),
  t('Social media', 'Réseaux sociaux', 'Redes sociales', 'Redes sociais', 'சமூக ஊடகம்', '社交媒体', 'وسائل التواصل'),
];

/** Areas near the default map center (51.5285582, -0.2416815), one set per organization. */
export const areas = {
  north: ['Harlesden', 'Kensal Green', 'Willesden', 'Kilburn', 'Queens Park'],
  south: ['Acton', 'Park Royal', "Shepherd's Bush", 'East Acton', 'White City'],
};
export const streets = [
  'Harrow Road',
  'High Street',
  'Scrubs Lane',
  'Chamberlayne Road',
  'Station Road',
  'Craven Park Road',
  'Old Oak Common Lane',
  'Wrottesley Road',
];

export interface Story {
  title: (place: string, street: string) => string;
  content: (place: string, street: string) => string;
  /** index into categoryTags */
  category: number;
}

export const englishStories: Story[] = [
  {
    title: (_, s) => `Road blocked by fallen tree on ${s}`,
    content: (p, s) =>
      `A large tree came down across ${s} in ${p} after strong winds. Both lanes are blocked and buses are being diverted. Nobody appears to be hurt.`,
    category: 2,
  },
  {
    title: (p) => `Water main burst near ${p} station`,
    content: (p) =>
      `Water has been running down the pavement near ${p} station since early morning. Several shops report low pressure and one basement is flooding.`,
    category: 2,
  },
  {
    title: (p) => `Peaceful protest gathering in ${p}`,
    content: (p) =>
      `Around two hundred people gathered in ${p} to protest against planned rent increases. The crowd was calm; a few police officers watched from a distance.`,
    category: 1,
  },
  {
    title: (p) => `Clinic out of essential medicines in ${p}`,
    content: (p) =>
      `Staff at the community clinic in ${p} say insulin and children's antibiotics have been out of stock for nine days. Patients are sent to hospitals further away.`,
    category: 3,
  },
  {
    title: (_, s) => `Flooding reported on ${s} after heavy rain`,
    content: (p, s) =>
      `Drains on ${s} overflowed during the storm. Water reached the doorsteps of ground-floor flats in ${p}; residents are moving belongings upstairs.`,
    category: 4,
  },
  {
    title: (p) => `Power outage affecting homes in ${p}`,
    content: (p) =>
      `Streets around ${p} have had no electricity since last night. Residents who depend on medical equipment are asking for help charging batteries.`,
    category: 2,
  },
  {
    title: (p) => `School closed after roof damage in ${p}`,
    content: (p) =>
      `Part of the primary school roof in ${p} collapsed overnight. Classes are suspended and parents have not been told when the school will reopen.`,
    category: 7,
  },
  {
    title: (p) => `Market stalls removed without notice at ${p}`,
    content: (p) =>
      `Council workers removed twelve stalls from the ${p} market this morning. Traders say they were given no written notice and lost their stock.`,
    category: 6,
  },
  {
    title: (_, s) => `Illegal dumping of waste along ${s}`,
    content: (p, s) =>
      `Builders' rubble and household waste have been dumped along ${s} in ${p} for the third week running. The smell is strong and rats have been seen.`,
    category: 4,
  },
  {
    title: (p) => `Families displaced after fire in ${p}`,
    content: (p) =>
      `A fire in a block of flats in ${p} has left eleven families without a home. They are staying in a community hall; blankets and food are needed.`,
    category: 5,
  },
  {
    title: (_, s) => `Checkpoint delaying traffic on ${s}`,
    content: (p, s) =>
      `A checkpoint on ${s} near ${p} is causing queues of more than an hour. Drivers report being asked for documents without explanation.`,
    category: 0,
  },
  {
    title: (p) => `Assault reported outside shop in ${p}`,
    content: (p) =>
      `A shopkeeper in ${p} was attacked by two men late in the evening. Witnesses called an ambulance; the victim was treated for cuts and bruises.`,
    category: 0,
  },
  {
    title: (p) => `Food distribution queue in ${p}`,
    content: (p) =>
      `More than three hundred people queued at the food distribution point in ${p}. Supplies ran out after two hours and many went home empty-handed.`,
    category: 3,
  },
  {
    title: (_, s) => `Street lighting out along ${s}`,
    content: (p, s) =>
      `Every street light along ${s} in ${p} has been off for a week. Residents say walking home after dark feels unsafe, especially for children.`,
    category: 2,
  },
];

/** A few reports in other languages, so that search and display are tried in every script. */
export const otherStories: Story[] = [
  {
    title: (p) => `Route bloquée par un arbre tombé à ${p}`,
    content: (p) => `Un grand arbre est tombé sur la route à ${p} pendant la tempête. La circulation est coupée dans les deux sens.`,
    category: 2,
  },
  {
    title: (p) => `Coupure d'électricité dans le quartier de ${p}`,
    content: (p) => `Le quartier de ${p} est privé d'électricité depuis hier soir. Les habitants demandent des générateurs.`,
    category: 2,
  },
  {
    title: (p) => `Protesta pacífica frente al mercado de ${p}`,
    content: (p) => `Vecinos de ${p} se reunieron frente al mercado para protestar por el cierre de los puestos. No hubo incidentes.`,
    category: 1,
  },
  {
    title: (p) => `Inundación en la calle principal de ${p}`,
    content: (p) => `La lluvia desbordó los desagües en ${p}. El agua llegó a las viviendas de la planta baja.`,
    category: 4,
  },
  {
    title: (p) => `Falta de água no bairro de ${p}`,
    content: (p) => `Os moradores de ${p} estão sem água há três dias. As famílias com crianças pequenas são as mais afetadas.`,
    category: 3,
  },
  {
    title: (p) => `${p} அருகே சாலையில் வெள்ளம்`,
    content: (p) => `கனமழையால் ${p} அருகே சாலையில் வெள்ளம் தேங்கியுள்ளது. வாகனங்கள் மாற்று வழியில் செல்கின்றன.`,
    category: 4,
  },
  {
    title: (p) => `${p}附近发生交通事故`,
    content: (p) => `今天早上在${p}附近的十字路口发生了一起交通事故，两辆车相撞，一人受轻伤。`,
    category: 2,
  },
  {
    title: (p) => `${p}社区停水通知`,
    content: (p) => `${p}社区从昨晚开始停水，居民希望尽快恢复供水。`,
    category: 3,
  },
  {
    title: (p) => `انقطاع التيار الكهربائي في ${p}`,
    content: (p) => `انقطع التيار الكهربائي عن عدة شوارع في ${p} منذ الليلة الماضية. يطالب السكان بحل سريع.`,
    category: 2,
  },
  {
    title: (p) => `احتجاج سلمي قرب سوق ${p}`,
    content: (p) => `تجمع عدد من السكان قرب سوق ${p} احتجاجاً على ارتفاع الأسعار. لم تقع أي حوادث.`,
    category: 1,
  },
];

export const commentTexts = [
  'Called the local office; they confirmed the situation and will send someone tomorrow.',
  'Two more residents confirmed this by phone.',
  'Photos from the scene match the description.',
  'Forwarded to the partner organisation for follow-up.',
  'Visited the site this afternoon: the problem is still there.',
  "Situation resolved according to the council's statement.",
];
