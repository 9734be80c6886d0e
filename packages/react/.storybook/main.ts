import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig, type Plugin } from 'vite';

// the custom elements' stories live with them in packages/elements, and are shown here too
const elementsSrc = fileURLToPath(new URL('../../elements/src/', import.meta.url));

/**
 * The elements import stylesheets as text, to adopt them into their shadow roots (their build's
 * `loader: { '.css': 'text' }`): Vite's `?inline` does the same for the stories of packages/elements.
 */
const elementsCssAsText: Plugin = {
  name: 'elements-css-as-text',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.startsWith(elementsSrc) || !/\.css$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? `${resolved.id}?inline` : null;
  },
};

const config: StorybookConfig = {
  // the React components, and the custom elements built from them (packages/elements)
  stories: ['../src/**/*.stories.tsx', '../../elements/src/**/*.stories.tsx'],
  // autodocs: a docs page per component and element, its props (react-docgen, from the source's types and
  // JSDoc) or attributes (the elements' declarations) in a table with a control for each
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), elementsCssAsText],
      // stories read core (and the elements read react) from source, as the tests and the dashboard do: no
      // package build needed first (docs/architecture.md, "Source resolution")
      resolve: { conditions: ['@fieldwatch/source', ...defaultClientConditions] },
    }),
};

export default config;
