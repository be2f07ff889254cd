import type { Migration } from 'kysely';
import * as m0001 from './0001-platform';
import * as m0002 from './0002-contacts-and-lists';
import * as m0003 from './0003-list-change-announcements';
import * as m0004 from './0004-imports';
import * as m0005 from './0005-segments';
import * as m0006 from './0006-public-api';
import * as m0007 from './0007-bulk-contact-writes';
import * as m0008 from './0008-segment-counts';
import * as m0009 from './0009-export-parts';
import * as m0010 from './0010-campaign-drafts';
import * as m0011 from './0011-contacts-created-brin';
import * as m0012 from './0012-sign-in-throttles';
import * as m0013 from './0013-store-webhook-body-hash';
import * as m0014 from './0014-case-fold-collation';
import * as m0015 from './0015-list-names-fold-case';
import * as m0016 from './0016-all-contacts-orders';
import * as m0017 from './0017-contact-history';
import * as m0018 from './0018-import-formats-and-history';
import * as m0019 from './0019-templates';
import * as m0020 from './0020-contact-search-and-bulk-jobs';
import * as m0021 from './0021-template-sharing';
import * as m0022 from './0022-template-thumbnails';
import * as m0023 from './0023-template-submissions';
import * as m0024 from './0024-sender-settings';
import * as m0025 from './0025-team-members';
import * as m0026 from './0026-contact-search-table';
import * as m0027 from './0027-sender-domains';
import * as m0031 from './0031-template-blocks';
import * as m0033 from './0033-billing';
import * as m0034 from './0034-campaign-sending';
import * as m0035 from './0035-campaign-send-claims';
import * as m0036 from './0036-campaign-unsubscribes';
import * as m0039 from './0039-billing-account';
import * as m0040 from './0040-plan-lock';
import * as m0041 from './0041-campaign-resume-and-test-sends';
import * as m0042 from './0042-billing-email-grants';
import * as m0043 from './0043-shopify-billing';
import * as m0048 from './0048-brand-kit';
import * as m0049 from './0049-billing-renewals';
import * as m0050 from './0050-shopify-subscription-states';
import * as m0051 from './0051-contact-search-repair';
import * as m0052 from './0052-renewal-retries';
import * as m0054 from './0054-stripe-saved-cards';
import * as m0056 from './0056-welcome-offer';

/** In order; a name never changes once released. */
export const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-contacts-and-lists': m0002,
  '0003-list-change-announcements': m0003,
  '0004-imports': m0004,
  '0005-segments': m0005,
  '0006-public-api': m0006,
  '0007-bulk-contact-writes': m0007,
  '0008-segment-counts': m0008,
  '0009-export-parts': m0009,
  '0010-campaign-drafts': m0010,
  '0011-contacts-created-brin': m0011,
  '0012-sign-in-throttles': m0012,
  '0013-store-webhook-body-hash': m0013,
  '0014-case-fold-collation': m0014,
  '0015-list-names-fold-case': m0015,
  '0016-all-contacts-orders': m0016,
  '0017-contact-history': m0017,
  '0018-import-formats-and-history': m0018,
  '0019-templates': m0019,
  '0020-contact-search-and-bulk-jobs': m0020,
  '0021-template-sharing': m0021,
  '0022-template-thumbnails': m0022,
  '0023-template-submissions': m0023,
  '0024-sender-settings': m0024,
  '0025-team-members': m0025,
  '0026-contact-search-table': m0026,
  '0027-sender-domains': m0027,
  '0031-template-blocks': m0031,
  '0033-billing': m0033,
  '0034-campaign-sending': m0034,
  '0035-campaign-send-claims': m0035,
  '0036-campaign-unsubscribes': m0036,
  '0039-billing-account': m0039,
  '0040-plan-lock': m0040,
  '0041-campaign-resume-and-test-sends': m0041,
  '0042-billing-email-grants': m0042,
  '0043-shopify-billing': m0043,
  '0048-brand-kit': m0048,
  '0049-billing-renewals': m0049,
  '0050-shopify-subscription-states': m0050,
  '0051-contact-search-repair': m0051,
  '0052-renewal-retries': m0052,
  '0054-stripe-saved-cards': m0054,
  '0056-welcome-offer': m0056,
};
