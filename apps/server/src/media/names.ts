/** File names that come from users: shown, and written into archives, but never used as paths. */

const displayNameMax = 200;

// C0/C1 controls, and the bidirectional overrides that make "gpj.exe" display as "exe.jpg"
const unsafeCharacters = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a user sees: the last path segment of what the browser sent (old browsers send a full
 * `C:\…` path), without control characters, at most 200 characters with the extension kept.
 */
export function displayName(filename: string, max = displayNameMax): string {
  const base = filename.replace(unsafeCharacters, '').split(/[\\/]/).pop()?.trim() ?? '';
  const name = base === '' || base === '.' || base === '..' ? 'file' : base;
  const characters = [...name];
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  // an "extension" longer than a few characters is part of the name
  const keep = extension.length > 0 && extension.length <= 10 ? extension : [];
  return characters.slice(0, max - keep.length).join('') + keep.join('');
}

/**
 * A name safe in a zip entry and on every file system that may unpack it: letters and digits of any
 * script, dot, dash, underscore and space; everything else becomes `_`.
 */
export function portableFileName(filename: string, max = 100): string {
  const cleaned = displayName(filename, max)
    .replace(/[^\p{L}\p{N}._\- ]/gu, '_')
    .replace(/^[.\s]+/, '');
  return cleaned === '' ? 'file' : cleaned;
}
