// Page-view tracking behind one tiny interface. Off unless VITE_ANALYTICS_ID is set; then a
// gtag-style script is loaded once. Admin pages are never tracked, and only the path is sent
// (query strings can hold tokens, e.g. the password-reset link).

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const measurementId: string | undefined = import.meta.env.VITE_ANALYTICS_ID || undefined;
let loaded = false;

function load(id: string) {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js only understands the `arguments` objects it finds in dataLayer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

export function isTrackedPath(path: string): boolean {
  return !(path === '/admin' || path.startsWith('/admin/'));
}

export function trackPageView(path: string) {
  if (!measurementId || !isTrackedPath(path)) return;
  load(measurementId);
  window.gtag?.('event', 'page_view', {
    page_path: path,
    page_location: window.location.origin + path,
  });
}
