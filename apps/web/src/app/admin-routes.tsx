// The admin area's routes, loaded when a path under /admin is first opened (router.tsx's
// patchRoutesOnNavigation), so a guest or member never downloads the admin screen table.
import { screenRoutes } from './screen-routes';
import { ADMIN_SCREENS } from './screens-admin';

export const adminRoutes = () => screenRoutes(ADMIN_SCREENS, 'admin', 'admin');
