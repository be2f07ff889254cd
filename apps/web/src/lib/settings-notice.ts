/** Spec 3 §8: settings notifications show bottom right for 10 seconds. */
export const SETTINGS_NOTICE = { placement: 'bottomRight', duration: 10 } as const;
