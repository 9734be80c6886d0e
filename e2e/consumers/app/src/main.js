/* global document */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

createRoot(document.getElementById('root')).render(h(App));
