import { lazyDialog } from '../../../components/lazy-component';

/**
 * The payment and upgrade modal, fetched when it first opens: render it as
 * `{open && <LazyPaymentModal open intent={...} onClose={...} />}` with a plan intent (the chooser) or
 * `{ kind: 'topUp' }` ('Buy credits'; `credits: 'contacts'` opens on contacts).
 */
export const LazyPaymentModal = lazyDialog(() => import('./payment-modal').then((m) => m.PaymentModal));
