import { foldCase } from '../fold-case';
import type { Finding } from './findings';
import { attribute, textOf, type TemplateDocument } from './template-document';

/** The merge tag filled in with the contact's own unsubscribe address when the email is sent. */
export const UNSUBSCRIBE_MERGE_TAG = '{{ unsubscribe_url }}';
const MERGE_TAG = /\{\{\s*unsubscribe_url\b[^}]*\}\}/i;

/** What an unsubscribe link says, folded and without accents, in the languages marketers write in most. */
const UNSUBSCRIBE_WORDS = [
  'unsubscribe',
  'opt out',
  'opt-out',
  'optout',
  'desabonner',
  'desabonnement',
  'desinscri',
  'desinscription',
  'abmelden',
  'abbestellen',
  'austragen',
  'darse de baja',
  'dar de baja',
  'date de baja',
  'cancelar suscripcion',
  'anular suscripcion',
  'disiscriv',
  'annulla iscrizione',
  'cancella iscrizione',
  'cancelar inscricao',
  'descadastr',
  'cancelar subscricao',
  'afmelden',
  'uitschrijven',
  'afmeld',
  'avmeld',
  'avregistrer',
  'avsluta prenumeration',
  'wypisz',
  'odhlasit',
  'odhlaseni',
  'leiratkoz',
  'peruuta tilaus',
  'dezabon',
  'abonelikten cik',
  'отписат',
  'отписк',
  'відписат',
  'διαγραφ',
  '配信停止',
  '購読解除',
  '退订',
  '取消订阅',
  '退訂',
  '구독 취소',
  '수신거부',
  '수신 거부',
  'إلغاء الاشتراك',
  'ביטול הרשמה',
  'यूनसब्सक्राइब',
  'सदस्यता समाप्त',
];

/** Folded case without accents, so 'Se désinscrire' and 'SE DESINSCRIRE' read the same. */
export const plainText = (text: string): string =>
  foldCase(text.normalize('NFKD').replace(/\p{M}/gu, '')).replace(/\s+/g, ' ');

const PLAIN_WORDS = UNSUBSCRIBE_WORDS.map(plainText);

export const saysUnsubscribe = (text: string): boolean => {
  const plain = plainText(text);
  return PLAIN_WORDS.some((word) => plain.includes(word));
};

/** A marketing email must let the contact unsubscribe in one step (and inbox providers ask for it). */
export const checkUnsubscribe = (document: TemplateDocument, marketing: boolean): Finding[] => {
  if (!marketing) return [];
  const found = document.elements.some((element) => {
    if (element.tag !== 'a') return false;
    const href = attribute(element.node, 'href') ?? '';
    return MERGE_TAG.test(href) || saysUnsubscribe(textOf(element.node));
  });
  if (found) return [];
  return [
    {
      kind: 'unsubscribe',
      severity: 'warning',
      message: 'This marketing email has no unsubscribe link.',
      where: null,
      line: null,
      count: 1,
      fix: `Add a link in the footer whose address is the merge tag ${UNSUBSCRIBE_MERGE_TAG} and whose text says "Unsubscribe". Without one, contacts mark the email as spam and Gmail and Yahoo may refuse bulk mail.`,
    },
  ];
};
