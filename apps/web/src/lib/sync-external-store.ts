// `use-sync-external-store/shim` for this app (vite.config.ts aliases it here): on React 18+
// the package's shim returns React's own hook, so the shim's fallback need not ship.
export { useSyncExternalStore } from 'react';
