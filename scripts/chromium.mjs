// How every browser of the tests, the benches and the screenshots is started: Debian's Chromium (nothing
// is downloaded), software WebGL, and none of the background work that would take CPU from the page
// measured or tested on a 2-core machine.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    // Chromium 15x's omnibox popup is a web page of its own (a "WebUI Top Renderer" process), loaded into every
    // new window, so into each test's or run's browser context: a second renderer taking CPU on a 2-core machine
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
};
