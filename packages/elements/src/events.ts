/** Events that reach the partner page: they bubble and cross the shadow boundary (STYLE.md). */
export function dispatchElementEvent<T>(target: EventTarget, type: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
}
