// ESLint over the whole tree (`npm run lint`, a step of `npm test`, which fails on any warning).
// TypeScript files get typescript-eslint's type-checked rules against the tsconfig that compiles them;
// React code gets the hooks rules, with missing effect dependencies an error. A rule is turned off
// inline only with a reason beside it (`-- why`), never for a whole file or folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const typedProjects = [
  './packages/core/tsconfig.test.json',
  './packages/react/tsconfig.json',
  './packages/elements/tsconfig.json',
  './packages/elements/tsconfig.test.json',
  './packages/build/tsconfig.json',
  './packages/testing/tsconfig.json',
  './apps/server/tsconfig.json',
  './apps/dashboard/tsconfig.json',
  './e2e/tsconfig.json',
  './bench/map/tsconfig.json',
  './tsconfig.tools.json',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/data/**',
      '**/.data-*/**',
      // a package's tsup config compiled for the moment it is read: npm test builds beside this lint
      '**/*.bundled_*.mjs',
      'apps/server/drizzle/**',
      // compiled against the packed packages by e2e/consumers/run.mjs, with its own strict tsconfig
      'e2e/consumers/app/types/**',
      // a partner's page typed against the built package (dist/*.d.ts), compiled by its own test once built
      'packages/elements/test/consumer/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' } },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { project: typedProjects, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // unused names are compile errors already (noUnusedLocals, noUnusedParameters)
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/playground/playground.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // a Node script, but the functions it hands to Playwright's page.evaluate / addInitScript /
    // waitForFunction run in the page, where these are defined; only the browser names it uses, so the
    // rest of the file is still checked as Node code
    files: ['bench/map/measure.mjs'],
    languageOptions: { globals: { window: 'readonly', requestAnimationFrame: 'readonly' } },
  },
  {
    // the same for the sign-in row's script (its page functions read the DOM as well)
    files: ['bench/map/signIn.mjs'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', addEventListener: 'readonly', MutationObserver: 'readonly' } },
  },
  {
    files: ['packages/react/**/*.{ts,tsx}', 'apps/dashboard/**/*.{ts,tsx}', 'bench/map/pages/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
);
