/**
 * Compiles the catalogues that `cataloguesModule` exports (`catalogues`, by language) with
 * `formatjs compile --ast` into `outDir`; resolves to each language's file.
 */
export function compileMessages(cataloguesModule: string, outDir: string): Promise<Record<string, string>>;
