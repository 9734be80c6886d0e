import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import './app/global.css.js';
import { App } from './app/App.js';
import { routes } from './app/routes.js';
import { createServices } from './app/services.js';

const services = createServices(window.localStorage);
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={services} router={router} />
  </StrictMode>,
);
