import ts from 'typescript';

/**
 * The properties of the element declarations (src/declarations.ts) that only document and type the
 * elements: the generator (scripts/generate.ts) and the compiler read them, the runtime does not (the
 * events type the components' dispatch, src/events.ts).
 */
const documentationProperties = new Set([
  'description',
  'defaultText',
  'detail',
  'valueType',
  'className',
  'typeName',
  'cssProperties',
  'cssParts',
  'domName',
  'events',
]);

/**
 * An enum whose other values are kept (`others: 'kept'`) is read by the element itself, as written: its
 * `values` and `default` only document and type it (and what they import, core's languages, stays out).
 */
const keptEnum = (node: ts.ObjectLiteralExpression) =>
  node.properties.some(
    (property) =>
      ts.isPropertyAssignment(property) &&
      propertyName(property.name) === 'others' &&
      ts.isStringLiteral(property.initializer) &&
      property.initializer.text === 'kept',
  );

/**
 * The declarations module without its documentation, for the bundle: each property named in
 * `documentationProperties` is taken out of the object literals (with its comma), so the texts do not
 * weigh on partners' pages, and what only they read (the theme's property table) is left unused and dropped.
 */
export function withoutDocumentation(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: Array<[number, number]> = [];
  const visit = (node: ts.Node): void => {
    const documents = (name: string) =>
      documentationProperties.has(name) ||
      ((name === 'values' || name === 'default') && ts.isObjectLiteralExpression(node.parent) && keptEnum(node.parent));
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && documents(propertyName(node.name))) {
      // the property, its comma and the space after it
      const after = /^\s*,?[ \t]*/.exec(source.slice(node.getEnd()))!;
      cuts.push([node.getStart(file), node.getEnd() + after[0].length]);
      return;
    }
    node.forEachChild(visit);
  };
  file.forEachChild(visit);
  let result = '';
  let from = 0;
  for (const [start, end] of cuts) {
    result += source.slice(from, start);
    from = end;
  }
  return result + source.slice(from);
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '';
}
