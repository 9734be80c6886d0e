import { afterAll, beforeAll } from 'vitest';

/**
 * happy-dom lays nothing out, so a virtualised list sees a 0px window and renders no row. This gives
 * every scroll container of the report list (marked by its `aria-busy`) a 500px window and every row
 * (`data-index`) 100px, so the virtualiser renders a few rows, as a browser would. Call at the top of a
 * test file.
 */
export function fakeListLayout(): void {
  const original = {
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.index !== undefined ? 100 : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('aria-busy') ? 500 : 0;
      },
    });
  });
  afterAll(() => {
    if (original.offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original.offsetHeight);
    if (original.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original.clientHeight);
  });
}
