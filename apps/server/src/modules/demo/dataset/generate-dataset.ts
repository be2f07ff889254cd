import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contactActivity, emptyActivityCounts } from './campaign-activity';
import { contactEvents } from './contact-events';
import { contactRow } from './contact-profile';
import {
  contactTraits,
  datasetClock,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  type ContactTraits,
  type DatasetClock,
} from './contact-traits';
import { csvRow, isoSeconds } from './csv';
import {
  DATASET_FILES,
  EMAIL_ACTIVITY_COLUMNS,
  FORM_SUBMISSION_COLUMNS,
  LIST_MEMBER_COLUMNS,
  type DatasetManifest,
} from './dataset-files';
import { buildDatasetPlan, serialisePlan, type DatasetPlan, type FormPlan } from './dataset-plan';
import { LocalPartAllocator } from './email-address';
import { contactColumns } from './read-dataset';
import { EVENT_DEFINITIONS } from './event-catalogue';
import { FileSink } from './file-sink';
import { hashString, Random } from './random';

export interface GenerateOptions {
  contacts: number;
  /** Custom and store events in total. */
  events: number;
  campaigns: number;
  seed: string;
  /** The end of the two-year window; the same seed and `now` give byte-identical files. */
  now: Date;
  out: string;
  onProgress?: (contactsDone: number) => void;
}

export const DEFAULT_CAMPAIGNS = 24;

const writeJson = (dir: string, file: string, value: unknown) =>
  writeFile(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes a complete dataset into `out` in one pass over the contacts: each contact's row, list memberships,
 * email activity, events and form submissions are derived from (seed, contact index) and streamed out,
 * so memory stays flat at a million contacts. Only a first, cheap pass sums the contacts' event weights
 * so that the events add up to exactly `events`.
 */
export const generateDataset = async (options: GenerateOptions): Promise<DatasetManifest> => {
  validate(options);
  const seed = hashString(options.seed);
  const clock = datasetClock(Math.floor(options.now.getTime() / 1000) * 1000, options.contacts);
  const plan = buildDatasetPlan(seed, clock, { campaigns: options.campaigns });
  const serialised = serialisePlan(plan);
  await mkdir(options.out, { recursive: true });
  await Promise.all([
    writeJson(options.out, DATASET_FILES.properties, plan.properties),
    writeJson(options.out, DATASET_FILES.lists, serialised.lists),
    writeJson(options.out, DATASET_FILES.senders, plan.senders),
    writeJson(options.out, DATASET_FILES.campaigns, serialised.campaigns),
    writeJson(options.out, DATASET_FILES.eventDefinitions, EVENT_DEFINITIONS),
    writeJson(options.out, DATASET_FILES.forms, serialised.forms),
    writeJson(options.out, DATASET_FILES.journeys, plan.journeys),
  ]);

  let totalWeight = 0;
  for (let i = 0; i < options.contacts; i++) totalWeight += contactTraits(seed, i, clock).eventWeight;

  const sinks = {
    contacts: new FileSink(join(options.out, DATASET_FILES.contacts)),
    members: new FileSink(join(options.out, DATASET_FILES.listMembers)),
    activity: new FileSink(join(options.out, DATASET_FILES.emailActivity)),
    events: new FileSink(join(options.out, DATASET_FILES.events)),
    submissions: new FileSink(join(options.out, DATASET_FILES.formSubmissions)),
  };
  const all = Object.values(sinks);
  const counts = {
    unsubscribed: 0,
    blocked: 0,
    listMembers: 0,
    activity: emptyActivityCounts(),
    events: { custom: 0, shopify: 0 },
    formSubmissions: 0,
  };
  try {
    sinks.contacts.write(csvRow(contactColumns(plan.properties)));
    sinks.members.write(csvRow(LIST_MEMBER_COLUMNS));
    sinks.activity.write(csvRow(EMAIL_ACTIVITY_COLUMNS));
    sinks.submissions.write(csvRow(FORM_SUBMISSION_COLUMNS));

    const allocator = new LocalPartAllocator(options.contacts, seed);
    let weightSoFar = 0;
    let eventsSoFar = 0;
    for (let i = 0; i < options.contacts; i++) {
      const traits = contactTraits(seed, i, clock);
      weightSoFar += traits.eventWeight;
      const share = totalWeight > 0 ? weightSoFar / totalWeight : (i + 1) / options.contacts;
      const eventTarget = i === options.contacts - 1 ? options.events : Math.floor(options.events * share);
      const eventCount = Math.max(0, eventTarget - eventsSoFar);
      eventsSoFar += eventCount;

      const history = contactEvents(seed, i, traits, eventCount, clock);
      for (const event of history.events) {
        sinks.events.write(`${JSON.stringify(event)}\n`);
        counts.events[event.source] += 1;
      }

      const listMask = memberships(seed, i, traits, history.orderCount, plan);
      for (let list = 0; list < plan.lists.length; list++) {
        if (listMask & (1 << list)) {
          sinks.members.write(`${i},${list}\n`);
          counts.listMembers += 1;
        }
      }

      const lifetimeValue = traits.customer ? history.totalPurchased : null;
      sinks.contacts.write(
        contactRow(seed, i, allocator, traits, {
          plan: history.plan,
          lifetimeValue,
          inNewsletter: (listMask & (1 << plan.newsletterListIndex)) !== 0,
        }).row,
      );
      if (traits.unsubscribedAt !== null) counts.unsubscribed += 1;
      if (traits.blockedAt !== null) counts.blocked += 1;

      sinks.activity.write(
        contactActivity(seed, i, traits, listMask, plan.campaigns, clock, counts.activity),
      );
      counts.formSubmissions += writeSubmissions(sinks.submissions, seed, i, traits, plan.forms, clock);

      if ((i & 63) === 63) {
        for (const sink of all) await sink.flushIfFull();
        if ((i & 65535) === 65535) options.onProgress?.(i + 1);
      }
    }
    for (const sink of all) await sink.close();
  } catch (error) {
    for (const sink of all) sink.destroy();
    throw error;
  }

  const files = Object.values(DATASET_FILES);
  const manifest: DatasetManifest = {
    format: 1,
    seed: options.seed,
    now: isoSeconds(clock.now),
    options: { contacts: options.contacts, events: options.events, campaigns: options.campaigns },
    counts: {
      contacts: options.contacts,
      unsubscribed: counts.unsubscribed,
      blocked: counts.blocked,
      lists: plan.lists.length,
      listMembers: counts.listMembers,
      senders: plan.senders.length,
      campaigns: plan.campaigns.length,
      emailActivity: counts.activity,
      events: counts.events,
      forms: plan.forms.length,
      formSubmissions: counts.formSubmissions,
      journeys: plan.journeys.length,
    },
    files,
  };
  // The manifest is written last: a directory without one is an interrupted run, and the loader refuses it.
  await writeJson(options.out, DATASET_FILES.manifest, manifest);
  return manifest;
};

const validate = (options: GenerateOptions) => {
  const whole = (value: number, name: string, min: number) => {
    if (!Number.isSafeInteger(value) || value < min)
      throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  };
  whole(options.contacts, 'contacts', 1);
  whole(options.events, 'events', 0);
  whole(options.campaigns, 'campaigns', 0);
  if (Number.isNaN(options.now.getTime())) throw new RangeError('now must be a valid date');
};

const memberships = (
  seed: number,
  index: number,
  traits: ContactTraits,
  orderCount: number,
  plan: DatasetPlan,
): number => {
  const random = Random.of(seed, 'lists', index);
  const input = { traits, orderCount, random, now: plan.clock.now };
  let mask = 0;
  let inPlainList = false;
  for (let position = 0; position < plan.lists.length; position++) {
    const list = plan.lists[position];
    if (!list?.isMember(input)) continue;
    mask |= 1 << position;
    if (list.plain) inPlainList = true;
  }
  // Every contact came in through at least one ordinary list.
  if (!inPlainList) mask |= 1 << plan.fallbackListIndex;
  return mask;
};

const writeSubmissions = (
  sink: FileSink,
  seed: number,
  index: number,
  traits: ContactTraits,
  forms: readonly FormPlan[],
  clock: DatasetClock,
): number => {
  const random = Random.of(seed, 'forms', index);
  let written = 0;
  forms.forEach((form, formIndex) => {
    if (!random.chance(form.share(traits))) return;
    const opened = Math.max(Date.parse(form.createdAt), traits.createdAt);
    const latest = clock.now - HOUR_MS;
    let at: number;
    if (form.atSignup) at = traits.createdAt + random.int(1, 5) * MINUTE_MS;
    else if (opened < latest - DAY_MS) at = Math.floor(opened + (latest - opened) * random.next());
    else return;
    sink.write(csvRow([index, formIndex, isoSeconds(at), JSON.stringify(form.answers(random))]));
    written += 1;
  });
  return written;
};
