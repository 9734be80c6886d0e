'use client';
// App.js is the app the other bundlers build (src/App.js), copied next to this file by run.mjs
import { App } from './App.js';

export function Demo() {
  return <App />;
}
