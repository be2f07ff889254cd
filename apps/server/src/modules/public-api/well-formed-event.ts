import {
  API_PROPERTIES_MAX,
  API_PROPERTY_KEY_MAX_LENGTH,
  API_TEXT_VALUE_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  type EventPropertyValue,
  type TrackEventInput,
} from '@sendwell/contracts';

const EMAIL_MAX_LENGTH = 254;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value.length <= API_TEXT_VALUE_MAX_LENGTH) || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

const isPropertyValue = (value: unknown): value is EventPropertyValue =>
  value === null || isScalar(value) || (Array.isArray(value) && value.length <= API_PROPERTIES_MAX && value.every(isScalar));

const textWithin = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= max;

/**
 * The common, well-formed event as `TrackEventInput` would parse it, checked by hand because a batch of a
 * thousand through the schema costs more than the rest of the request's work in this process. Anything
 * unusual (a key to trim, a value out of range) answers undefined, and the schema decides and words the
 * error; the unit test holds this to never accept what the schema refuses, nor to differ from its result.
 */
export const wellFormedEvent = (item: unknown): TrackEventInput | undefined => {
  if (!isRecord(item)) return undefined;
  const { name, email, time, properties } = item;
  if (!textWithin(name, EVENT_NAME_MAX_LENGTH) || !textWithin(email, EMAIL_MAX_LENGTH)) return undefined;
  if (time !== undefined && typeof time !== 'string' && !(typeof time === 'number' && Number.isFinite(time))) return undefined;
  if (properties !== undefined && !isRecord(properties)) return undefined;
  const typed: Record<string, EventPropertyValue> = {};
  if (properties) {
    let count = 0;
    for (const key in properties) {
      if (!Object.hasOwn(properties, key)) continue;
      const value = properties[key];
      if (++count > API_PROPERTIES_MAX || key.length < 1 || key.length > API_PROPERTY_KEY_MAX_LENGTH || key !== key.trim() || !isPropertyValue(value)) return undefined;
      typed[key] = value;
    }
  }
  return {
    name: name.trim(),
    email: email.trim(),
    ...(time !== undefined ? { time } : {}),
    ...(properties !== undefined ? { properties: typed } : {}),
  };
};
