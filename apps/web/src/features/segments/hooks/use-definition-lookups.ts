import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { FormOption, SegmentDefinition } from '@sendwell/contracts';
import type { SegmentLookups } from '@sendwell/domain';
import { useCampaignOptions, useSenderEmails } from '../api/get-campaign-lookups';
import { useEmailTypes } from '../api/get-contact-properties';
import { getFormNamesQueryOptions } from '../api/get-form-lookups';
import { useListChoices } from '../api/get-list-choices';

const formAppsOf = (definition: SegmentDefinition | undefined): string[] => [
  ...new Set(
    (definition?.segmentFilters ?? []).flatMap((group) =>
      group.filters.flatMap((filter) => (filter.property === 'externalForm' ? [filter.appName] : [])),
    ),
  ),
];

// Outside the hook, so the combined answer keeps its identity while the queries do not change.
const combineForms = (results: UseQueryResult<FormOption[]>[]) => ({
  names: new Map(results.flatMap((result) => (result.data ?? []).map((form) => [form.id, form.formName]))),
  pending: results.some((result) => result.isPending),
});

/**
 * The names a definition's description shows in place of ids: lists (archived ones too), campaigns,
 * senders, email types and the forms of the apps it names. `ready` once every lookup has answered or
 * failed; a failed one leaves the names saved with the definition.
 */
export const useDefinitionLookups = (definition: SegmentDefinition | undefined) => {
  const lists = useListChoices(true);
  const campaigns = useCampaignOptions();
  const senders = useSenderEmails();
  const emailTypes = useEmailTypes();
  const forms = useQueries({
    queries: formAppsOf(definition).map((app) => getFormNamesQueryOptions(app)),
    combine: combineForms,
  });
  const pending = forms.pending || [lists, campaigns, senders, emailTypes].some((query) => query.isPending);

  const lookups = useMemo<SegmentLookups>(
    () => ({
      lists: new Map((lists.data ?? []).map((list) => [list.id, list.name])),
      campaigns: new Map((campaigns.data ?? []).map((campaign) => [campaign.id, campaign.name])),
      senders: new Map((senders.data ?? []).map((sender) => [sender.id, sender.emailId])),
      emailTypes: new Map((emailTypes.data ?? []).map((type) => [String(type.id), type.name])),
      forms: forms.names,
    }),
    [lists.data, campaigns.data, senders.data, emailTypes.data, forms.names],
  );
  return { lookups, ready: !pending };
};
