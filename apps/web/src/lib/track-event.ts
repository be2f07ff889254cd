import type { TrackEventRequest } from '@sendwell/contracts';

/** Product analytics stay in Sendwell's own database; a failure never gets in the marketer's way. */
export const trackEvent = (body: TrackEventRequest): Promise<void> =>
  import('./send-analytics-event')
    .then(({ sendAnalyticsEvent }) => sendAnalyticsEvent(body))
    .then(
      () => undefined,
      () => undefined,
    );
