// Entry: styles, i18n, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import './app/styles';
import './lib/i18n';
import { App } from './app/app';

// No `new Function` probe or JIT in zod: the CSP forbids eval, and the probe alone would be
// reported as a violation. Set before any schema loads.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
