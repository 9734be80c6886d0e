/** The text part `name` of a multipart body that a fake route received, parsed as JSON of the type the caller expects. */
export function jsonPart<T>(body: FormData, name: string): T {
  const part = body.get(name);
  if (typeof part !== 'string') throw new Error(`the body has no text part "${name}"`);
  return JSON.parse(part) as T;
}
