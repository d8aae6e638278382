// Any unknown path.
import { NotFoundView } from '@/components/error-views';

export function NotFoundRoute() {
  return <NotFoundView />;
}
