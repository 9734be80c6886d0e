import { defineConfig } from 'tsup';

/**
 * `@fieldwatch/elements/react` (src/react.tsx): the React components that render the elements, for React
 * apps. Nothing bundled: React is the app's, and the elements are the package's own bundle, imported by
 * name (`@fieldwatch/elements/define`, loaded once a component mounts in the browser). Built after
 * tsup.config.ts (the `build` script), whose build empties dist/ first.
 */
export default defineConfig({
  entry: { react: 'src/react.tsx' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: false,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react/jsx-runtime', /^@fieldwatch\/elements(\/|$)/],
  tsconfig: 'tsconfig.json',
});
