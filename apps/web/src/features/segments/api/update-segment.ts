import { useMutation, useQueryClient } from '@tanstack/react-query';
import { segmentRoutes, type SegmentUpdateRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const updateSegment = ({ id, body }: { id: number; body: SegmentUpdateRequest }) =>
  callApi(segmentRoutes.updateSegment, { params: { id }, body });

/** Saves a dynamic segment's edited definition; its name and definition are read again from now on. */
export const useUpdateSegment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSegment,
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: segmentKeys.listChoicesAll }),
        queryClient.invalidateQueries({ queryKey: segmentKeys.definition(id) }),
      ]),
  });
};
