// The "dashboard after sign-in" row: the built dashboard as the product server serves it, in a fresh
// browser context (nothing cached, as on a first visit), signed in through its form as a person does it:
// the page opens at /login, the username and password are typed key by key (what starts the dashboard's
// code loading, usePreloadDashboard.ts), then Enter. The clock starts at that Enter key and stops at the
// list's first row and at the map's first complete frame (ReportMap's `data-map-state="ready"`: MapLibre
// 'idle' with the first data drawn). The basemap is whatever the deployment's options say, as a user gets it.
import { viewport } from './measure.mjs';

/** Typing speed: a brisk typist; the time it takes is before the clock starts. */
const keyDelayMs = 40;

function watchMilestones() {
  window.__signIn = {};
  const note = (name) => {
    window.__signIn[name] ??= performance.now();
  };
  addEventListener('keydown', (event) => event.key === 'Enter' && note('enter'), { capture: true });
  const check = () => {
    if (window.__signIn.enter === undefined) return;
    // the report list's rows are the only ones with a position in the set
    if (document.querySelector('li[aria-posinset="1"]')) note('list');
    if (document.querySelector('[data-fieldwatch-map][data-map-state="ready"]')) note('map');
    if (document.querySelector('[data-fieldwatch-map][data-map-state="error"]')) note('mapError');
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-state'] });
}

/**
 * One sign-in at `origin` (the product server) as `username`; resolves
 * `{ ok: true, list, map }` (ms from Enter) or `{ ok: false, error }`.
 */
export async function measureSignIn(browser, { origin, username, password, timeout }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  try {
    await context.addInitScript(watchMilestones);
    await page.goto(`${origin}/login`, { timeout });
    const name = page.locator('input[autocomplete="username"]');
    await name.waitFor({ timeout });
    await name.pressSequentially(username, { delay: keyDelayMs });
    const secret = page.locator('input[autocomplete="current-password"]');
    await secret.pressSequentially(password, { delay: keyDelayMs });
    await secret.press('Enter');
    await page.waitForFunction(
      () => (window.__signIn.list !== undefined && window.__signIn.map !== undefined) || window.__signIn.mapError,
      null,
      {
        timeout,
        polling: 100,
      },
    );
    const at = await page.evaluate(() => window.__signIn);
    if (at.mapError !== undefined) throw new Error('the map said data-map-state="error"');
    return { ok: true, list: at.list - at.enter, map: at.map - at.enter };
  } catch (error) {
    return { ok: false, error: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}
