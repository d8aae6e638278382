// Loads the admin area's texts; only admin chunks import this, so members never load them.
// The router waits for the same load before it shows a screen of that area (app/router.tsx),
// so the importing modules render with their texts, never with bare keys.
import { loadNamespace } from './i18n';

void loadNamespace('admin');
