import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { createSecretBox, type SecretBox } from '../../../platform/secret-box';

const generate = promisify(generateKeyPair);

/** RFC 8301: signers use keys of at least 1024 bits; 2048 is what mailbox providers expect today. */
const DKIM_KEY_BITS = 2048;

export interface DkimKeyPair {
  /** Names the key in DNS (`<selector>._domainkey.<domain>`); new for each key so one can replace another. */
  selector: string;
  /** Base64 of the DER SubjectPublicKeyInfo: the `p=` of the DKIM record. */
  publicKey: string;
  /** PKCS#8 PEM; sealed before it is stored, and never answered. */
  privateKey: string;
}

export const generateDkimKeyPair = async (): Promise<DkimKeyPair> => {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: DKIM_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    selector: `sw${randomBytes(4).toString('hex')}`,
    publicKey: publicKey.toString('base64'),
    privateKey,
  };
};

/** Sealed for one account: a key copied into another account's row does not open. */
export const dkimKeyBox = (secretKey: string): SecretBox => createSecretBox(secretKey, 'sender-domain-dkim');
