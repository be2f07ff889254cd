import { z } from 'zod';
import { defineJob } from '../../platform/jobs';

/** Contacts per incremental update: small enough that each segment is evaluated by index lookups. */
export const SEGMENT_CONTACTS_PER_JOB = 1000;

/** Dynamic segments of an account to bring up to date for these contacts; queued by `notifySegmentContactsChanged`. */
export const segmentContactsChangedJob = defineJob({
  name: 'segment-contacts-changed',
  payload: z.object({
    accountId: z.string().uuid(),
    contactIds: z.array(z.number().int().positive()).min(1).max(SEGMENT_CONTACTS_PER_JOB),
  }),
  retryLimit: 5,
});
