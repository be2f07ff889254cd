import { useMutation } from '@tanstack/react-query';
import { segmentRoutes, type SegmentCountRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const countSegment = (body: SegmentCountRequest) => callApi(segmentRoutes.getCount, { body });

/** 'Preview count': a one-off answer for the definition on screen, so it is a mutation rather than a cached query. */
export const useCountSegment = () => useMutation({ mutationFn: countSegment });
