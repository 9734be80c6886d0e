/** Compiles core's catalogues with `formatjs compile --ast` into `outDir`; resolves to each language's file. */
export function compileMessages(outDir: string): Promise<Record<string, string>>;
