export {
  AdminEmbed,
  embedSettingsLinks,
  embedSnippet,
  embeddableElements,
  type AdminEmbedProps,
  type EmbedAttribute,
  type EmbedElement,
  type EmbedManifest,
  type EmbedSetting,
} from './AdminEmbed.js';
