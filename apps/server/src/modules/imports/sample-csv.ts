import type { ContactPropertyType, PersonalParam } from '@sendwell/contracts';

const EXAMPLES: Record<ContactPropertyType, [string, string]> = {
  string: ['', ''],
  number: ['42', '7'],
  boolean: ['true', 'false'],
  date: ['2024-05-17', '1715904000'],
};

const NAMED_EXAMPLES: Record<string, [string, string]> = {
  firstName: ['Ada', 'Grace'],
  lastName: ['Lovelace', 'Hopper'],
  phone: ['+44 20 7946 0958', '+1 202 555 0143'],
  company: ['Analytical Engines', 'Navy Labs'],
  city: ['London', 'Arlington'],
  country: ['United Kingdom', 'United States'],
  timezone: ['Europe/London', 'America/New_York'],
};

const cell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A sample file: the e-mail column, then every property the account can import into, with two example rows. */
export const sampleCsv = (properties: readonly PersonalParam[]): string => {
  const writable = properties.filter((property) => !property.isReadOnly);
  const header = ['email', ...writable.map((property) => property.key)];
  const row = (which: 0 | 1, email: string) => [
    email,
    ...writable.map((property) => (NAMED_EXAMPLES[property.key] ?? EXAMPLES[property.type])[which]),
  ];
  return (
    [header, row(0, 'ada@example.com'), row(1, 'grace@example.com')]
      .map((cells) => cells.map(cell).join(','))
      .join('\r\n') + '\r\n'
  );
};
