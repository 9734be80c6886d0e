// Copies the partner page and the elements bundle into dist/, which the server serves at /playground/.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const file of ['index.html', 'playground.js', 'playground.css']) cpSync(join(here, file), join(dist, file));

// the bundle and its chunks (the map, the languages), which it loads from next to itself: the built
// package, as Node resolves its name
const built = () => {
  try {
    return fileURLToPath(import.meta.resolve('@fieldwatch/elements'));
  } catch {
    return null; // not built: nothing for the name to resolve to
  }
};
const bundle = built();
if (!bundle || !existsSync(bundle)) throw new Error('Build @fieldwatch/elements first (npm run build)');
const elements = dirname(bundle);
cpSync(join(elements, 'fieldwatch-elements.js'), join(dist, 'fieldwatch-elements.js'));
cpSync(join(elements, 'chunks'), join(dist, 'chunks'), { recursive: true, filter: (source) => !source.endsWith('.map') });
