import { importRoutes, type TrackEventRequest } from '@sendwell/contracts';
import { callApi } from './api-client';

/** Product analytics stay in Sendwell's own database; a failure never gets in the marketer's way. */
export const trackEvent = (body: TrackEventRequest): Promise<void> =>
  callApi(importRoutes.track, { body }).then(
    () => undefined,
    () => undefined,
  );
