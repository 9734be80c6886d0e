/**
 * Every relative link of the documentation leads somewhere: docs/**\/*.md and every README.md of the
 * repository (the packages' READMEs go into their tarballs). A link's file must exist, and its `#anchor`
 * must be a heading of that file (GitHub's slugs) or an `id`/`name` written in it. http(s) and mailto
 * links are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** Folders never walked: installed, built or local data. */
const skipped = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'test-results', 'playwright-report', 'data']);

function markdownFiles(dir: string, inDocs: boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path, inDocs || relative(root, path) === 'docs');
    return (inDocs && name.endsWith('.md')) || name === 'README.md' ? [path] : [];
  });
}

/** The text of a line with its fenced code blocks blanked, so that code is neither a heading nor a link. */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/**
 * A heading's anchor as GitHub writes it (github-slugger): the rendered text (inline markup removed), lower
 * case, every character that is not a letter, a digit, a space, `-` or `_` dropped, spaces turned into `-`.
 */
function githubSlug(heading: string): string {
  // code spans are literal text; outside them, links and images give their text and HTML tags and emphasis go
  const rendered = heading
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`')
        ? part.slice(1, -1)
        : part
            .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/<[^>]+>/g, '')
            .replace(/(\*\*|__|\*)/g, ''),
    )
    .join('');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file: its headings' slugs (a repeated one gets `-1`, `-2`, …) and HTML ids. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<[a-z]+\s[^>]*\b(?:id|name)="([^"]+)"/gi)) anchors.add(match[1]!);
  }
  return anchors;
}

/** The inline links' targets of a Markdown text (not inside code), with their line numbers. */
function linksOf(text: string): Array<{ line: number; target: string }> {
  return proseLines(text).flatMap((line, index) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => ({
      line: index + 1,
      target: match[1]!,
    })),
  );
}

const external = /^(https?:|mailto:)/i;

/** What is wrong with each relative link of one file: `file:line target — reason`. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const { line, target } of linksOf(text)) {
    if (external.test(target)) continue;
    const where = `${relative(root, file)}:${line} ${target}`;
    const [path = '', anchor] = target.split('#', 2) as [string, string | undefined];
    const linked = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    if (path.startsWith('/')) {
      problems.push(`${where} — an absolute path: link relative to the file`);
      continue;
    }
    if (!existsSync(linked)) {
      problems.push(`${where} — no such file`);
      continue;
    }
    if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(readFileSync(linked, 'utf8')).has(decodeURIComponent(anchor))) {
      problems.push(`${where} — no heading with this anchor in ${relative(root, linked)}`);
    }
  }
  return problems;
}

describe('links in the documentation', () => {
  const files = markdownFiles(root, false);

  it('walks docs/ and every README', () => {
    const names = files.map((file) => relative(root, file));
    expect(names).toContain('README.md');
    expect(names).toContain(join('docs', 'architecture.md'));
    expect(names).toContain(join('packages', 'core', 'README.md'));
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s: every relative link resolves', (_, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});

describe('GitHub anchors', () => {
  it('are the heading in lower case, punctuation dropped, spaces as hyphens', () => {
    expect(githubSlug('Not found, not forbidden')).toBe('not-found-not-forbidden');
    expect(githubSlug('Options (`PUT /options`)')).toBe('options-put-options');
    expect(githubSlug('`view="user"`: only on the Fieldwatch origin')).toBe('viewuser-only-on-the-fieldwatch-origin');
    expect(githubSlug('Users, organizations, options, layers')).toBe('users-organizations-options-layers');
    expect(githubSlug('The [client](core.md) and **its** stores')).toBe('the-client-and-its-stores');
    expect(githubSlug('`<report-map>`')).toBe('report-map');
    expect(githubSlug('snake_case & co')).toBe('snake_case--co');
  });

  it('number a repeated heading, and leave headings inside code out', () => {
    const anchors = anchorsOf('# A\n\n## Events\n\n```md\n## Fenced\n```\n\n### Events\n\n<a id="kept"></a>\n');
    expect([...anchors]).toEqual(['a', 'events', 'events-1', 'kept']);
  });

  it('find inline links outside code', () => {
    expect(linksOf('See [a](a.md#x) and `[b](b.md)`.\n```\n[c](c.md)\n```\n[d](d.md "title")')).toEqual([
      { line: 1, target: 'a.md#x' },
      { line: 5, target: 'd.md' },
    ]);
  });
});
