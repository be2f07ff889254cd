import { lazyComponent } from './lazy-component';
import { PageLoader } from './page-loader';

/** The in-app 404 for a page whose record is not there, fetched only when it shows: most visits never do. */
export const LazyNotFoundPage = lazyComponent(
  () => import('./not-found-page').then((m) => m.NotFoundPage),
  <PageLoader />,
);
