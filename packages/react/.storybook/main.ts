import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig, type Alias, type Plugin } from 'vite';

const elements = new URL('../../elements/', import.meta.url);
const elementsSrc = fileURLToPath(new URL('src/', elements));

/**
 * The workspace packages from source, as the tests and the dashboard read them: the paths of
 * packages/elements/tsconfig.json (which its build uses too), each an exact name so a subpath such as
 * `@fieldwatch/react/styles.css` still resolves through the package.
 */
function sourceAliases(): Alias[] {
  const tsconfig = JSON.parse(readFileSync(new URL('tsconfig.json', elements), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
  return Object.entries(tsconfig.compilerOptions.paths).map(([name, [target]]) => ({
    find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement: fileURLToPath(new URL(target!, elements)),
  }));
}

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
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), elementsCssAsText],
      // stories read core (and the elements read react) from source: no package build needed first
      resolve: { alias: sourceAliases() },
    }),
};

export default config;
