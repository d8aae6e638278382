// Entry: zod's settings, styles, i18n, then the app once its texts are in.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { i18nReady } from './lib/i18n';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The router has already started loading the screen's chunks; the texts come in meanwhile.
// A failed catalogue still renders (i18next falls back, then shows keys) rather than nothing.
void i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
