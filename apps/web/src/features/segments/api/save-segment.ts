import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segmentRoutes, type SegmentCreateRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const saveSegment = (body: SegmentCreateRequest) => callApi(segmentRoutes.saveToList, { body });

/** Creates a segment; the new name is taken and the new segment can be chosen from now on. */
export const useSaveSegment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSegment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentKeys.listChoicesAll }),
  });
};
