import { loadAllCatalogues } from '@fieldwatch/core';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installFetchSwitch, switchFetch } from './fetchSwitch.js';

// before any test creates a client (see fetchSwitch.ts)
installFetchSwitch();

afterEach(() => {
  cleanup();
  switchFetch(null);
});

// catalogues load on demand in the product; tests render every language at once
await loadAllCatalogues();
