/**
 * Writes the table of every exported component's props in docs/react.md (between its `generated` markers),
 * read from the TypeScript source with the compiler API: each export of src/index.ts that is a function
 * whose name starts with a capital and that has an exported `<Name>Props`, each of the props declared in
 * this package (props of HTML elements a component passes on are named by the element), with its type,
 * its `@default` and its JSDoc.
 *
 *   npm run docs -w @fieldwatch/react
 *
 * `componentDocs()` makes the page in memory; src/componentDocs.test.ts fails when the one on disk differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = join(import.meta.dirname, '..');
export const docsPath = join(packageDir, '../../docs/react.md');
const sourceDir = join(packageDir, 'src') + sep;

export interface PropDoc {
  name: string;
  type: string;
  required: boolean;
  defaultValue: string | undefined;
  description: string;
}

export interface ComponentDoc {
  name: string;
  description: string;
  props: PropDoc[];
  /** the HTML element whose attributes the component also takes (`input`, `button`), if any */
  passesOn: string | undefined;
}

function program(): ts.Program {
  const configPath = join(packageDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, packageDir);
  // only what src/index.ts reaches: the published surface
  return ts.createProgram([join(packageDir, 'src/index.ts')], { ...parsed.options, noEmit: true });
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** The HTML element whose attributes a props type extends (`InputHTMLAttributes` → `input`). */
function htmlElementOf(type: ts.Type): string | undefined {
  for (const declaration of type.getSymbol()?.getDeclarations() ?? []) {
    if (!ts.isInterfaceDeclaration(declaration)) continue;
    for (const clause of declaration.heritageClauses ?? []) {
      for (const base of clause.types) {
        const text = base.getText();
        const match = /(\w+)HTMLAttributes</.exec(text);
        if (match) return match[1]!.toLowerCase() === 'html' ? 'element' : match[1]!.toLowerCase();
      }
    }
  }
  return undefined;
}

/** Every exported component of the package, in the order src/index.ts exports them. */
export function readComponents(): ComponentDoc[] {
  const built = program();
  const checker = built.getTypeChecker();
  const index = built.getSourceFile(join(packageDir, 'src/index.ts'))!;
  const moduleSymbol = checker.getSymbolAtLocation(index)!;
  const exports = checker.getExportsOfModule(moduleSymbol);
  const names = new Set(exports.map((symbol) => symbol.getName()));
  const components: ComponentDoc[] = [];
  for (const exported of exports) {
    const name = exported.getName();
    if (!/^[A-Z]/.test(name) || !names.has(`${name}Props`)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.getDeclarations()?.[0];
    if (!declaration || !ts.isFunctionDeclaration(declaration)) continue;
    const propsExport = exports.find((candidate) => candidate.getName() === `${name}Props`)!;
    const propsSymbol = propsExport.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(propsExport) : propsExport;
    const propsType = checker.getDeclaredTypeOfSymbol(propsSymbol);
    const props: PropDoc[] = [];
    for (const property of checker.getPropertiesOfType(propsType)) {
      const propertyDeclaration = property.getDeclarations()?.[0];
      // props of React's own HTML attributes are named by the element, not listed
      if (!propertyDeclaration || !propertyDeclaration.getSourceFile().fileName.startsWith(sourceDir)) continue;
      const required = !(property.flags & ts.SymbolFlags.Optional);
      // the type as written in the source (`Report`, `(report: Report) => void`), which names what the
      // checker would spell out in full; the checker's text where the source writes none
      const written =
        (ts.isPropertySignature(propertyDeclaration) || ts.isPropertyDeclaration(propertyDeclaration)) && propertyDeclaration.type;
      let type = written
        ? oneLine(written.getText())
        : checker.typeToString(
            checker.getTypeOfSymbolAtLocation(property, propertyDeclaration),
            undefined,
            ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
          );
      if (!required) type = type.replace(/ \| undefined$/, '').replace(/^undefined \| /, '');
      const defaultTag = property.getJsDocTags(checker).find((tag) => tag.name === 'default');
      props.push({
        name: property.getName(),
        type,
        required,
        defaultValue: defaultTag?.text ? oneLine(ts.displayPartsToString(defaultTag.text)) : undefined,
        description: oneLine(ts.displayPartsToString(property.getDocumentationComment(checker))),
      });
    }
    components.push({
      name,
      description: oneLine(ts.displayPartsToString(symbol.getDocumentationComment(checker))),
      props,
      passesOn: htmlElementOf(propsType),
    });
  }
  return components;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
/** Inline code that may itself hold backticks. */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A default that is a value (`'en'`, `2`, `false`) as code; one said in words as it is. */
const defaultText = (text: string) => (/^('[^']*'|"[^"]*"|-?\d[\d_.]*|true|false|null|\[\]|\{\})$/.test(text) ? code(text) : text);

/** The Markdown of the components' props: one heading and table per component. */
export function propsReference(components: readonly ComponentDoc[]): string {
  return components
    .map((component) => {
      let out = `#### \`${component.name}\`\n\n`;
      if (component.description) out += `${component.description}\n\n`;
      if (component.props.length === 0) out += 'No props of its own.\n';
      else {
        out += '| prop | type | default | description |\n|---|---|---|---|\n';
        for (const prop of component.props) {
          const defaultValue = prop.required ? '**required**' : prop.defaultValue ? cell(defaultText(prop.defaultValue)) : '—';
          out += `| ${code(prop.name)} | ${cell(code(prop.type))} | ${defaultValue} | ${cell(prop.description) || '—'} |\n`;
        }
      }
      if (component.passesOn) out += `\nAlso takes the attributes of \`<${component.passesOn}>\`, passed on to it.\n`;
      return out;
    })
    .join('\n');
}

const begin = '<!-- generated: component props (packages/react/scripts/componentDocs.ts, from packages/react/src) -->';
const end = '<!-- end of generated: component props -->';

/** docs/react.md with its generated block written again; the rest stays as written. */
export function componentDocs(
  page: string = readFileSync(docsPath, 'utf8'),
  components: readonly ComponentDoc[] = readComponents(),
): string {
  const from = page.indexOf(begin);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/react.md has no markers: ${begin} … ${end}`);
  return `${page.slice(0, from)}${begin}\n<!-- prettier-ignore-start -->\n${propsReference(components)}<!-- prettier-ignore-end -->\n${page.slice(to)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(docsPath, componentDocs());
  console.log(`wrote ${relative(process.cwd(), docsPath)}`);
}
