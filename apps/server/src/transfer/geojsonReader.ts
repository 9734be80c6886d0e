/**
 * Reads the features of a GeoJSON FeatureCollection one at a time, without parsing the whole file:
 * a small scanner finds each object of the top-level `features` array and JSON.parse reads only that
 * object. Memory holds one feature, whatever the size of the file or how it is laid out.
 */
import { createReadStream } from 'node:fs';
import { invalidImportFile } from './errors.js';

export type GeoJsonItem = { feature: unknown } | { tooLarge: true };

const notGeoJson = () => invalidImportFile('reports.geojson is not a GeoJSON FeatureCollection.');
const isWhitespace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

/** Each feature of the file, or `{tooLarge}` for a feature over `maxFeatureChars` (then skipped, not held). */
export async function* readGeoJsonFeatures(path: string, maxFeatureChars: number): AsyncGenerator<GeoJsonItem> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let ended = false;
  /** the last string seen directly in the top-level object, and the key a ':' made of it */
  let lastString = '';
  let key: string | null = null;
  let inFeatures = false;
  let sawFeatures = false;
  /** the feature being read: its text so far (null when over the limit), and its length */
  let parts: string[] | null = null;
  let reading = false;
  let featureChars = 0;

  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  for await (const text of stream as AsyncIterable<string>) {
    let featureStart = reading ? 0 : -1;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        else if (depth === 1 && lastString.length <= 16) lastString += c;
        continue;
      }
      if (isWhitespace(c)) continue;
      if (ended) throw notGeoJson();
      if (depth === 0 && c !== '{') throw notGeoJson();
      if (inFeatures && depth === 2 && !reading && c !== '{' && c !== ',' && c !== ']') throw notGeoJson();

      switch (c) {
        case '"':
          inString = true;
          if (depth === 1) lastString = '';
          break;
        case ':':
          if (depth === 1) key = lastString;
          break;
        case ',':
          if (depth === 1) key = null;
          break;
        case '{':
        case '[':
          if (depth === 1 && c === '[' && key === 'features') inFeatures = true;
          if (inFeatures && depth === 2) {
            reading = true;
            parts = [];
            featureChars = 0;
            featureStart = i;
          }
          depth += 1;
          break;
        case '}':
        case ']':
          depth -= 1;
          if (depth === 0) ended = true;
          if (inFeatures && depth === 1) {
            inFeatures = false;
            sawFeatures = true;
          }
          if (reading && depth === 2) {
            reading = false;
            featureChars += i + 1 - featureStart;
            if (parts === null || featureChars > maxFeatureChars) {
              yield { tooLarge: true };
            } else {
              parts.push(text.slice(featureStart, i + 1));
              yield { feature: parseFeature(parts.join('')) };
            }
            parts = null;
            featureStart = -1;
          }
          break;
        default:
        // numbers, true, false, null: checked by JSON.parse inside a feature
      }
    }
    if (reading) {
      featureChars += text.length - featureStart;
      if (parts !== null && featureChars <= maxFeatureChars) parts.push(text.slice(featureStart));
      else parts = null;
    }
  }
  if (!ended || inString || !sawFeatures) throw notGeoJson();
}

function parseFeature(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidImportFile('reports.geojson is not valid JSON.');
  }
}
