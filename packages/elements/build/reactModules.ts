import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

const require = createRequire(import.meta.url);
// React's packages are CommonJS; these are the ones the sources import
const packages = /^(react|react\/jsx-runtime|react-dom)$/;

/**
 * React's packages as ES modules with named exports, for the sources of the bundle (not for other
 * packages). Imported from CommonJS, each use in another chunk reads a property of React's
 * `module.exports`: `(0,t.jsx)(…)`, `(0,t.useState)(…)`, two hundred times in the form's chunk, and every
 * chunk needs esbuild's interop helpers. Imported by name, a call is `t(…)` (the download budgets, .size-limit.js).
 */
export const reactModules: Plugin = {
  name: 'react-modules',
  setup(build) {
    build.onResolve({ filter: packages }, (args) => {
      if (args.namespace === 'react-modules' || args.importer.includes('/node_modules/')) return undefined;
      return { path: args.path, namespace: 'react-modules' };
    });
    build.onLoad({ filter: /.*/, namespace: 'react-modules' }, (args) => {
      const names = Object.keys(require(args.path) as object).filter((name) => /^[A-Za-z]\w*$/.test(name) && !name.startsWith('__'));
      return {
        loader: 'js',
        resolveDir: import.meta.dirname,
        // each name read in a call marked pure, so that the bundler drops the names nobody imports
        contents: [
          `import module from ${JSON.stringify(args.path)};`,
          ...names.map((name) => `export const ${name} = /* @__PURE__ */ (() => module.${name})();`),
        ].join('\n'),
      };
    });
  },
};
