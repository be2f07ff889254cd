import type { Jobs } from '../../platform/jobs';
import { SEGMENT_CONTACTS_PER_JOB } from '../segments/segment-contacts-changed.job';
import { notifySegmentContactsChanged } from '../segments/update-segment-members';

/** How long changed contacts gather before dynamic segments are told. */
const GATHER_MS = 200;

/**
 * Tells dynamic segments which contacts' data changed, shortly after the change: contacts of an account
 * gather for a moment (or until a job's worth), so a steady stream of batches becomes a few segment
 * updates a second instead of one per call, and no caller waits for the job queue. What is still
 * gathered when the app closes is sent then; a process that dies first leaves those contacts to the
 * periodic refresh of segments.
 */
export class SegmentCatchUp {
  private readonly pending = new Map<string, Set<number>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly jobs: Jobs,
    private readonly warn: (message: string) => void,
  ) {}

  contactsChanged(accountId: string, contactIds: readonly number[]): void {
    if (contactIds.length === 0) return;
    const gathered = this.pending.get(accountId) ?? new Set<number>();
    for (const id of contactIds) gathered.add(id);
    this.pending.set(accountId, gathered);
    if (gathered.size >= SEGMENT_CONTACTS_PER_JOB) {
      void this.send(accountId);
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), GATHER_MS);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.all([...this.pending.keys()].map((accountId) => this.send(accountId)));
  }

  private async send(accountId: string): Promise<void> {
    const contactIds = this.pending.get(accountId);
    if (!contactIds) return;
    this.pending.delete(accountId);
    try {
      await notifySegmentContactsChanged(this.jobs, accountId, [...contactIds]);
    } catch (error) {
      this.warn(`dynamic segments not told of ${contactIds.size} changed contacts: ${String(error)}`);
    }
  }
}
