/**
 * Registers a custom element once: a second script tag, or two bundles on one partner page, must not
 * throw "already defined" (the classes are defined apart from their registration, which is guarded by
 * customElements.get).
 */
export function defineElement(name: string, constructor: CustomElementConstructor): CustomElementConstructor {
  if (typeof customElements === 'undefined') return constructor;
  const existing = customElements.get(name);
  if (existing) return existing;
  customElements.define(name, constructor);
  return constructor;
}
