import { importRoutes, type TrackEventRequest } from '@sendwell/contracts';
import { callApi } from './api-client';

/** The call behind trackEvent, fetched with the first event so pages do not carry the imports contract. */
export const sendAnalyticsEvent = (body: TrackEventRequest) => callApi(importRoutes.track, { body });
