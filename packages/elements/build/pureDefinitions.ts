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
 * `constants` are objects of plain values (core's `limits`) whose properties are written in as literals,
 * since to a bundler reading an imported object's property could run a getter and keeps the call.
 */
export function markPureDefinitions(source: string, fileName: string, constants: Record<string, Record<string, unknown>> = {}): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  // insertions: where, what, and in which order when several fall on one place (outer calls first)
  const insertions: { at: number; text: string; order: number; replaces?: number }[] = [];

  const visit = (node: ts.Node, depth: number): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    // `limits.reportTitleMax` becomes 70
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && ts.isIdentifier(node.name)) {
      const value = constants[node.expression.text]?.[node.name.text];
      if (value !== undefined) {
        insertions.push({ at: node.getStart(file), text: JSON.stringify(value), order: depth, replaces: node.getEnd() });
        return;
      }
    }
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
