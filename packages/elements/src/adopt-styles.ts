/**
 * CSS imported the usual way lands in document.head and never reaches a shadow root. Each
 * stylesheet is parsed once into a constructable CSSStyleSheet and adopted by every element's root;
 * where constructable sheets are missing, a <style> copy is put in the root instead.
 */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(cssText: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const constructed = cssTexts.map(sheetFor);
  if (constructed.every((s): s is CSSStyleSheet => s !== null) && 'adoptedStyleSheets' in root) {
    const missing = constructed.filter((s) => !root.adoptedStyleSheets.includes(s));
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
    return;
  }
  for (const css of cssTexts) {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
