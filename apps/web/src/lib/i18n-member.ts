// Loads the member area's texts; imported by the modules that use them (lazy chunks).
// The router waits for the same load before it shows a screen of that area (app/router.tsx),
// so the importing modules render with their texts, never with bare keys.
import { loadNamespace } from './i18n';

void loadNamespace('member');
