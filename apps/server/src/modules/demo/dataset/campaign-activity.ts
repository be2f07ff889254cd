import { MINUTE_MS, reachableAt, type ContactTraits, type DatasetClock } from './contact-traits';
import { isoSeconds } from './csv';
import type { CampaignPlan } from './dataset-plan';
import { Random } from './random';

export interface ActivityCounts {
  sent: number;
  opened: number;
  clicked: number;
  submitted: number;
}

export const emptyActivityCounts = (): ActivityCounts => ({ sent: 0, opened: 0, clicked: 0, submitted: 0 });

/**
 * One contact's email activity as email_activity.csv rows. Per campaign: at most one sent, one opened, one
 * clicked and one submitted row, each later than the one before, so clicks are a subset of opens and
 * submissions of clicks. Apple Mail Privacy Protection opens nearly every email minutes after delivery;
 * those opens are flagged, and only a real read (the contact's engagement) leads to a click.
 */
export const contactActivity = (
  seed: number,
  index: number,
  traits: ContactTraits,
  listMask: number,
  campaigns: readonly CampaignPlan[],
  clock: DatasetClock,
  counts: ActivityCounts,
): string => {
  const random = Random.of(seed, 'activity', index);
  const apple = traits.appleMail ? 'true' : 'false';
  let rows = '';
  // A plain loop without closures: this runs for every contact and campaign (tens of millions of times).
  for (let campaignIndex = 0; campaignIndex < campaigns.length; campaignIndex++) {
    const campaign = campaigns[campaignIndex];
    if (!campaign || campaign.sentAtMs === null || (campaign.listMask & listMask) === 0) continue;
    const sentAt = deliveryTime(campaign, traits, clock, random);
    if (sentAt === null || sentAt >= clock.now || !reachableAt(traits, sentAt)) continue;
    // Links are our own URLs without commas or quotes, so rows need no CSV quoting.
    const prefix = `${index},${campaignIndex},`;
    rows += `${prefix}sent,${isoSeconds(sentAt)},,false\n`;
    counts.sent += 1;

    const reads = random.chance(Math.min(0.97, traits.engagement * campaign.appeal));
    let openedAt: number | null = null;
    if (traits.appleMail && random.chance(0.9)) openedAt = sentAt + random.int(1, 30) * MINUTE_MS;
    else if (reads) openedAt = sentAt + Math.floor(random.logNormal(3 * 60, 1.2) * MINUTE_MS);
    if (openedAt === null || openedAt >= clock.now) continue;
    rows += `${prefix}opened,${isoSeconds(openedAt)},,${apple}\n`;
    counts.opened += 1;

    if (!reads || !random.chance(traits.clickiness)) continue;
    const clickedAt = openedAt + random.int(5, 15 * 60) * 1000;
    if (clickedAt >= clock.now) continue;
    rows += `${prefix}clicked,${isoSeconds(clickedAt)},${random.pick(campaign.links)},false\n`;
    counts.clicked += 1;

    if (!campaign.hasForm || !random.chance(0.3)) continue;
    const submittedAt = clickedAt + random.int(1, 15) * MINUTE_MS;
    if (submittedAt >= clock.now) continue;
    rows += `${prefix}submitted,${isoSeconds(submittedAt)},,false\n`;
    counts.submitted += 1;
  }
  return rows;
};

/** When the campaign reaches this contact, or null when it does not. */
const deliveryTime = (
  campaign: CampaignPlan,
  traits: ContactTraits,
  clock: DatasetClock,
  random: Random,
): number | null => {
  const launchedAt = campaign.sentAtMs ?? clock.now;
  if (campaign.trigger === null) {
    // A bulk send takes a while to go out to everyone.
    return launchedAt + random.int(0, 20 * 60) * 1000;
  }
  if (campaign.trigger.kind === 'signup') {
    return traits.createdAt >= launchedAt ? traits.createdAt + random.int(1, 10) * MINUTE_MS : null;
  }
  if (!random.chance(campaign.trigger.share)) return null;
  const from = Math.max(launchedAt, traits.createdAt);
  return from >= clock.now - MINUTE_MS * 60
    ? null
    : Math.floor(from + (clock.now - MINUTE_MS * 60 - from) * random.next());
};
