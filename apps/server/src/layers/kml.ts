/**
 * KML → GeoJSON features with @tmcw/togeojson on @xmldom/xmldom's DOMParser (no browser here).
 *
 * A KML document never needs a document type declaration, so one is refused outright: with it go
 * external entities (reading files or URLs of the server) and entity expansion bombs, whatever the
 * parser would do with them.
 */
import { DOMParser } from '@xmldom/xmldom';
import { kmlGen } from '@tmcw/togeojson';
import { limits } from '@fieldwatch/core';
import { ApiError } from '../errors.js';
import { layerFileError } from './errors.js';

/** Does this text look like a KML document (an XML document whose root element is `kml`)? */
export function looksLikeKml(text: string): boolean {
  // the root element, after the XML declaration, comments, processing instructions and a document type
  const root =
    /^(?:\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>))*\s*<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/i.exec(
      text,
    );
  return root?.[2]?.toLowerCase() === 'kml';
}

/** togeojson keeps a rich text (a description in CDATA) as `{"@type": "html", value}`: we keep its text. */
function flattenTexts(feature: { properties?: Record<string, unknown> | null }): void {
  const properties = feature.properties;
  if (!properties) return;
  for (const [name, value] of Object.entries(properties)) {
    const text = typeof value === 'object' && value !== null && '@type' in value ? (value as { value?: unknown }).value : undefined;
    if (typeof text === 'string') properties[name] = text;
  }
}

/** The features of a KML document (not yet normalized); at most `limits.layerFeaturesMax`. */
export function kmlToFeatures(text: string): unknown[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw layerFileError('layerFileInvalid', 'KML files with a document type declaration are not accepted.');
  let document;
  try {
    document = new DOMParser({
      locator: false,
      // a warning too stops reading: a half-understood file would draw something else than its author saw
      onError: (level, message) => {
        throw new Error(`${level}: ${message}`);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    throw layerFileError('layerFileInvalid', 'The KML file is not well-formed XML.');
  }
  const features: unknown[] = [];
  try {
    for (const feature of kmlGen(document)) {
      if (features.length === limits.layerFeaturesMax) {
        throw layerFileError('layerTooManyFeatures', `The KML file holds more than ${limits.layerFeaturesMax} features.`);
      }
      flattenTexts(feature);
      features.push(feature);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw layerFileError('layerFileInvalid', 'The KML file could not be read.');
  }
  return features;
}
