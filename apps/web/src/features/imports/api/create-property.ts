import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importRoutes, type CreatePropertyRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export const createProperty = (body: CreatePropertyRequest) => callApi(importRoutes.createProperty, { body });

export const useCreateProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.properties }),
  });
};
