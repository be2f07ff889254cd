import { lazyDialog } from '../../../components/lazy-component';

/** The old-pricing notice, fetched when it first opens: `{open && <LazyOldPricingNotice open ... />}`. */
export const LazyOldPricingNotice = lazyDialog(() =>
  import('./old-pricing-notice').then((m) => m.OldPricingNotice),
);
