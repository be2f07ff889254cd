import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactRoutes, listRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Live lists and segments, for adding a contact to a list. */
export const getListChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['lists', 'choices', 'live'] as const,
    queryFn: ({ signal }) => callApi(listRoutes.allRecipientLists, { query: {}, signal }),
    select: (answer) => answer.data,
  });

export const useLiveListChoices = () => useQuery(getListChoicesQueryOptions());

/** Every property with its type, for the contact's property form. */
export const getPropertyRegistryQueryOptions = () =>
  queryOptions({
    queryKey: ['contact-properties', 'registry'] as const,
    queryFn: ({ signal }) => callApi(contactRoutes.personalParams, { signal }),
    select: (answer) => answer.personalParamsWithType,
  });

export const usePropertyRegistry = () => useQuery(getPropertyRegistryQueryOptions());

/** Plain lists, the only ones that take contacts by hand (segments compute their members). */
export const getPlainListsQueryOptions = () =>
  queryOptions({
    queryKey: ['contacts', 'plain-lists'] as const,
    queryFn: ({ signal }) => callApi(listRoutes.allRecipientLists, { query: { includeArchived: 'false' }, signal }),
    select: (answer) => answer.data.filter((list) => list.type === 'list'),
    staleTime: 0,
  });

export const usePlainLists = (enabled: boolean) => useQuery({ ...getPlainListsQueryOptions(), enabled });

/** The account's contact properties, which the table can show as columns. */
export const getContactPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: ['contacts', 'properties'] as const,
    queryFn: ({ signal }) => callApi(contactRoutes.personalParams, { signal }),
    select: (answer) => answer.personalParamsWithType.map((property) => property.key),
  });

export const useContactProperties = () => useQuery(getContactPropertiesQueryOptions());
