import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes, segmentLookupRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getContactProperties = (signal?: AbortSignal) =>
  callApi(contactRoutes.personalParams, { signal });

/** Contact properties with their types, for contact property conditions. */
export const getContactPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: segmentKeys.lookup('contact-properties'),
    queryFn: ({ signal }) => getContactProperties(signal),
    select: (answer) => answer.personalParamsWithType,
  });

export const useContactProperties = () => useQuery(getContactPropertiesQueryOptions());

export const getEmailTypes = (signal?: AbortSignal) =>
  callApi(segmentLookupRoutes.activeEmailTypes, { signal });

/** Active email types, for the email subscription status attribute. */
export const getEmailTypesQueryOptions = () =>
  queryOptions({
    queryKey: segmentKeys.lookup('email-types'),
    queryFn: ({ signal }) => getEmailTypes(signal),
    select: (answer) => answer.emailTypes,
  });

export const useEmailTypes = (enabled = true) => useQuery({ ...getEmailTypesQueryOptions(), enabled });
