// Build-time settings read through import.meta.env.
interface ImportMetaEnv {
  readonly VITE_ANALYTICS_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
