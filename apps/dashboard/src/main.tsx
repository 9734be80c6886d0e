import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { loadCatalogue } from '@fieldwatch/core';
// maplibre-gl's stylesheet (markers, popups, controls): an app imports it once, as it would @fieldwatch/react/styles.css
import 'maplibre-gl/dist/maplibre-gl.css';
import './app/global.css.js';
import { App } from './app/App.js';
import { routes } from './app/routes.js';
import { createServices } from './app/services.js';
import { initialLanguage } from './app/language.js';

const services = createServices(window.localStorage);
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
// the first frame in the user's language: each catalogue is a chunk of its own, loaded on demand
const { language, user } = services.session.getState();
void loadCatalogue(initialLanguage(document.cookie, [language, user?.options.language])).then(render, render);
