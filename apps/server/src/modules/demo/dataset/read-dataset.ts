import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  CONTACT_COLUMNS,
  DATASET_FILES,
  DatasetCampaign,
  DatasetEventDefinition,
  DatasetForm,
  DatasetJourney,
  DatasetList,
  DatasetManifest,
  DatasetProperty,
  DatasetSender,
} from './dataset-files';

/** The dataset is unusable: a file is missing, malformed or disagrees with the manifest. Nothing was written. */
export class DatasetLoadError extends Error {}

/** The small files of a dataset, read and checked; the big ones are streamed by the loader. */
export interface DatasetIndex {
  dir: string;
  manifest: DatasetManifest;
  properties: DatasetProperty[];
  lists: DatasetList[];
  senders: DatasetSender[];
  campaigns: DatasetCampaign[];
  eventDefinitions: DatasetEventDefinition[];
  forms: DatasetForm[];
  journeys: DatasetJourney[];
}

const readJson = async <T extends z.ZodType>(dir: string, file: string, schema: T): Promise<z.infer<T>> => {
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(await readFile(join(dir, file), 'utf8'));
  } catch (error) {
    throw new DatasetLoadError(
      `${file} in ${dir} is missing or not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = schema.safeParse(parsedJson);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DatasetLoadError(
      `${file} is not a valid dataset file: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`,
    );
  }
  return parsed.data;
};

/** The first line of a file, without reading the rest. */
const firstLine = async (path: string): Promise<string> => {
  const handle = await open(path, 'r').catch(() => {
    throw new DatasetLoadError(`${path} is missing`);
  });
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const end = text.indexOf('\n');
    return (end < 0 ? text : text.slice(0, end)).replace(/\r$/, '');
  } finally {
    await handle.close();
  }
};

/** The columns of contacts.csv: the fixed ones, then one per custom property. */
export const contactColumns = (properties: readonly DatasetProperty[]): string[] => [
  ...CONTACT_COLUMNS,
  ...properties.map((property) => property.key),
];

export const readDatasetIndex = async (dir: string): Promise<DatasetIndex> => {
  const dataset: DatasetIndex = {
    dir,
    manifest: await readJson(dir, DATASET_FILES.manifest, DatasetManifest),
    properties: await readJson(dir, DATASET_FILES.properties, z.array(DatasetProperty)),
    lists: await readJson(dir, DATASET_FILES.lists, z.array(DatasetList)),
    senders: await readJson(dir, DATASET_FILES.senders, z.array(DatasetSender)),
    campaigns: await readJson(dir, DATASET_FILES.campaigns, z.array(DatasetCampaign)),
    eventDefinitions: await readJson(dir, DATASET_FILES.eventDefinitions, z.array(DatasetEventDefinition)),
    forms: await readJson(dir, DATASET_FILES.forms, z.array(DatasetForm)),
    journeys: await readJson(dir, DATASET_FILES.journeys, z.array(DatasetJourney)),
  };
  const { counts } = dataset.manifest;
  const sameCount = (what: string, actual: number, expected: number) => {
    if (actual !== expected)
      throw new DatasetLoadError(`The manifest counts ${expected} ${what}, the files hold ${actual}`);
  };
  sameCount('lists', dataset.lists.length, counts.lists);
  sameCount('senders', dataset.senders.length, counts.senders);
  sameCount('campaigns', dataset.campaigns.length, counts.campaigns);
  sameCount('forms', dataset.forms.length, counts.forms);
  sameCount('journeys', dataset.journeys.length, counts.journeys);
  if (counts.lists > 0 && counts.contacts < 1) throw new DatasetLoadError('The dataset has no contacts');

  const inRange = (index: number | null, length: number, what: string) => {
    if (index !== null && index >= length)
      throw new DatasetLoadError(`${what} refers to #${index}, but there are only ${length}`);
  };
  for (const campaign of dataset.campaigns) {
    inRange(campaign.senderIndex, dataset.senders.length, `Campaign "${campaign.name}"`);
    for (const list of campaign.listIndexes)
      inRange(list, dataset.lists.length, `Campaign "${campaign.name}"`);
  }
  for (const journey of dataset.journeys)
    inRange(journey.triggerListIndex, dataset.lists.length, `Journey "${journey.name}"`);
  const reserved = new Set<string>(CONTACT_COLUMNS);
  for (const property of dataset.properties) {
    if (reserved.has(property.key))
      throw new DatasetLoadError(`Property "${property.key}" clashes with a contact column`);
  }

  const expectedHeader = contactColumns(dataset.properties).join(',');
  const header = await firstLine(join(dir, DATASET_FILES.contacts));
  if (header !== expectedHeader)
    throw new DatasetLoadError(
      `${DATASET_FILES.contacts} should start with "${expectedHeader}", found "${header}"`,
    );
  return dataset;
};
