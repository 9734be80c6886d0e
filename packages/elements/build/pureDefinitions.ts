import ts from 'typescript';

/**
 * Marks the calls that build a module's top-level constants as pure (`/* @__PURE__ *\/`), so the bundler
 * drops the constants nothing uses, and with them the zod types only they use. Core's schema modules
 * define every schema of the API at the top level (`export const reportSchema = z.object({…})`); to a
 * bundler each such call could have effects, so a page with a form kept all of them. Only the code that
 * runs when the module loads is marked: calls inside functions (refinements, transforms) run later.
 *
 * A chained call (`z.string().check(z.maxLength(5))`) needs its inner call in parentheses, since a
 * comment before the chain marks only the first call: `/* @__PURE__ *\/ (/* @__PURE__ *\/ z.string()).check(…)`.
 * A property of an imported object (`limits.reportTitleMax`) keeps the call too, since reading it could
 * run a getter: inlineConstants writes such values in first.
 */
export function markPureDefinitions(source: string, fileName: string): string {
  const file = parse(source, fileName);
  const insertions: Insertion[] = [];

  const visit = (node: ts.Node, depth: number): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      insertions.push({ at: node.getStart(file), text: '/* @__PURE__ */ ', order: depth });
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && !isNamePath(callee.expression)) {
        insertions.push({ at: callee.expression.getStart(file), text: '(', order: depth + 0.5 });
        insertions.push({ at: callee.expression.getEnd(), text: ')', order: -depth });
      }
    }
    node.forEachChild((child) => visit(child, depth + 1));
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer, 0);
  }
  return apply(source, insertions);
}

/**
 * Writes in the values of imported constant objects (`constants`, by exported name: core's `limits`)
 * wherever the code reads one of their properties: `limits.reportTitleMax` becomes `70`. The object
 * itself is then read by nobody and left out of the bundle (it holds every limit of the product, the
 * dashboard's too), and the pages do not keep calls for fear of a getter (markPureDefinitions).
 */
export function inlineConstants(source: string, fileName: string, constants: Record<string, Record<string, unknown>>): string {
  if (!Object.keys(constants).some((name) => source.includes(name))) return source;
  const file = parse(source, fileName);
  // the local names the module imports the constants under
  const locals = new Map<string, Record<string, unknown>>();
  for (const statement of file.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const values = constants[(element.propertyName ?? element.name).text];
      if (values && !element.isTypeOnly) locals.set(element.name.text, values);
    }
  }
  if (locals.size === 0) return source;
  const insertions: Insertion[] = [];
  const visit = (node: ts.Node): void => {
    // `typeof limits.reportTitleMax` in a type stays a type
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node)) return;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && ts.isIdentifier(node.name)) {
      const value = locals.get(node.expression.text)?.[node.name.text];
      if (value !== undefined) {
        // in parentheses: `-limits.x` must not become `--90`
        insertions.push({ at: node.getStart(file), text: `(${JSON.stringify(value)})`, order: 0, replaces: node.getEnd() });
        return;
      }
    }
    node.forEachChild(visit);
  };
  file.forEachChild(visit);
  return apply(source, insertions);
}

/** An insertion: where, what, and in which order when several fall on one place (outer calls first). */
interface Insertion {
  at: number;
  text: string;
  order: number;
  /** the end of the source text the insertion takes the place of */
  replaces?: number;
}

const parse = (source: string, fileName: string) =>
  ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

function apply(source: string, insertions: Insertion[]): string {
  insertions.sort((a, b) => a.at - b.at || a.order - b.order);
  let result = '';
  let from = 0;
  for (const { at, text, replaces } of insertions) {
    result += source.slice(from, at) + text;
    from = replaces ?? at;
  }
  return result + source.slice(from);
}

/** `z`, `z.iso`: a callee's object that holds no call, so no parentheses are needed. */
function isNamePath(node: ts.Expression): boolean {
  return ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && isNamePath(node.expression));
}
