// Loads the public pages' texts; imported by the auth layout and the auth screens.
// The router waits for the same load before it shows a screen of that area (app/router.tsx),
// so the importing modules render with their texts, never with bare keys.
import { loadNamespace } from './i18n';

void loadNamespace('auth');
