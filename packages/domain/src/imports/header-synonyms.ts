import { EMAIL_MAPPING_KEY } from '@sendwell/contracts';
import { foldCase } from '../fold-case';

/**
 * A header as the automatic mapping compares it: case folded and without spaces, underscores, hyphens
 * or dots (and with accents composed one way), so 'First name', 'first_name', 'FirstName' and 'E-mail' meet 'firstname' and 'email'.
 */
export const headerForm = (text: string): string => foldCase(text.normalize('NFC')).replace(/[\s_.-]+/gu, '');

/**
 * The headers each built-in target is known by in CSV files marketers bring from other tools, in header
 * form. Kept to words that hardly mean anything else, in English and the few languages customers' files
 * most often come in; a property a column really belongs to is one choice away on the mapping step.
 */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  [EMAIL_MAPPING_KEY]: ['email', 'emailid', 'emailaddress', 'mail', 'emailadresse', 'courriel'],
  firstName: ['firstname', 'first', 'fname', 'givenname', 'forename', 'prénom', 'vorname'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname', 'nachname', 'nomdefamille'],
  phone: [
    'phone',
    'phonenumber',
    'telephone',
    'tel',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'téléphone',
    'telefon',
    'telefonnummer',
  ],
  company: [
    'company',
    'companyname',
    'organisation',
    'organization',
    'organisationname',
    'organizationname',
    'firma',
    'entreprise',
  ],
  city: ['city', 'town', 'ville', 'stadt'],
  country: ['country', 'pays'],
  timezone: ['timezone', 'tz'],
};

const TARGET_BY_SYNONYM = new Map<string, string>(
  Object.entries(SYNONYMS).flatMap(([key, synonyms]) => synonyms.map((synonym) => [synonym, key] as const)),
);

/** The built-in target a header is a known name for ('email' for the e-mail column), if any. */
export const synonymTarget = (header: string): string | undefined =>
  TARGET_BY_SYNONYM.get(headerForm(header));
