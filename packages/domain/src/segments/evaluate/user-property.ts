import {
  CONTACT_CREATED_AT_KEY,
  CONTACT_EMAIL_KEY,
  EMAIL_BLOCKED_STATUS_KEY,
  EMAIL_SUBSCRIPTION_STATUS_KEY,
  SegmentMessages,
  type PropertyCompareValue,
  type UserPropertyFilter,
} from '@sendwell/contracts';
import { foldCase } from '../../fold-case';
import { userPropertyComparison } from '../property-operators';
import { SegmentEvaluationError } from './evaluation-error';
import { blockedField, instantField, jsonValue, textField } from './json-values';
import { comparisonTest } from './property-match';
import type { ContactTest, EvaluationScope } from './evaluation-scope';

/**
 * Chosen email types, by id or by name (any case). Only active ones: an archived type is sent to
 * nobody, so nobody receives it.
 */
const chosenEmailTypes = (value: PropertyCompareValue | undefined, scope: EvaluationScope): number[] => {
  const texts = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
  if (texts.length === 0) throw new SegmentEvaluationError(SegmentMessages.incompleteFilter);
  const names = texts.map(foldCase);
  return scope.dataset.emailTypes
    .filter((type) => type.isActive && (texts.includes(String(type.id)) || names.includes(foldCase(type.name))))
    .map((type) => type.id);
};

/**
 * The email subscription attribute: a contact receives an active email type unless unsubscribed
 * altogether or opted out of it; containsEmailTypes receives any of the chosen types, so a choice of
 * archived types alone matches nobody, and notContainsEmailTypes everybody.
 */
const emailSubscription = (filter: UserPropertyFilter, scope: EvaluationScope): ContactTest => {
  const activeTypes = scope.dataset.emailTypes.filter((type) => type.isActive).map((type) => type.id);
  const optedOut = (contactId: number, typeId: number) => scope.optOuts.get(contactId)?.has(typeId) ?? false;
  switch (filter.operator) {
    case 'allEmailTypes':
      return (contact) => !contact.isUnsubscribed && activeTypes.every((type) => !optedOut(contact.id, type));
    case 'noEmailTypes':
      return (contact) => contact.isUnsubscribed || activeTypes.every((type) => optedOut(contact.id, type));
    case 'containsEmailTypes':
    case 'notContainsEmailTypes': {
      const chosen = chosenEmailTypes(filter.compareValue, scope);
      const receives: ContactTest = (contact) =>
        !contact.isUnsubscribed && chosen.some((type) => !optedOut(contact.id, type));
      return filter.operator === 'containsEmailTypes' ? receives : (contact) => !receives(contact);
    }
    default:
      throw new SegmentEvaluationError(SegmentMessages.operatorNotAllowed);
  }
};

/** A contact property compared with a value. */
export const userPropertyTest = (filter: UserPropertyFilter, scope: EvaluationScope): ContactTest => {
  if (filter.condition === EMAIL_SUBSCRIPTION_STATUS_KEY) return emailSubscription(filter, scope);
  const type = scope.dataset.propertyTypes.get(filter.condition);
  if (!type) throw new SegmentEvaluationError(SegmentMessages.unknownProperty);
  const passes = comparisonTest(type, userPropertyComparison(filter, type), scope.clock);
  return (contact) => {
    const value =
      filter.condition === CONTACT_EMAIL_KEY
        ? textField(contact.email)
        : filter.condition === CONTACT_CREATED_AT_KEY
          ? instantField(contact.createdAt)
          : filter.condition === EMAIL_BLOCKED_STATUS_KEY
            ? blockedField(contact)
            : jsonValue(contact.properties, filter.condition);
    return passes(value);
  };
};
