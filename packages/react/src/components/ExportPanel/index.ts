export { ExportPanel, saveBlob, type ExportPanelProps } from './ExportPanel.js';
