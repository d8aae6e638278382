// Entry: styles, i18n, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import './lib/i18n';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
