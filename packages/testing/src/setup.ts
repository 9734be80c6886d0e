import { loadAllCatalogues } from '@fieldwatch/core';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installFetchSwitch, switchFetch } from './fetchSwitch.js';

// `findBy…` and `waitFor` wait up to 5 s (1 s by default): a save that goes through the form, the client and
// the fake server can take longer than 1 s on a busy 2-core machine without anything being wrong
configure({ asyncUtilTimeout: 5000 });

// before any test creates a client (see fetchSwitch.ts)
installFetchSwitch();

afterEach(() => {
  cleanup();
  switchFetch(null);
});

// catalogues load on demand in the product; tests render every language at once
await loadAllCatalogues();
