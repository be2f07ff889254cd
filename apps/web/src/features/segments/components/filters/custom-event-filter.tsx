import { App, Button, Flex, Select } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { CustomEventFilterDraft } from '@sendwell/contracts';
import { changeEventName, propertyLabel } from '@sendwell/domain';
import { errorMessage } from '../../../../lib/api-client';
import { useCustomEvents, useRefreshCustomEventProperties } from '../../api/get-event-lookups';
import { EventOccurrenceFields } from './event-occurrence-fields';
import { EventPropertyFilter } from './event-property-filter';
import type { FilterEditorProps } from './filter-editor-props';
import { SEARCH_BY_LABEL } from '../../../../lib/search-by-label';

/** A custom event: whether and how often it happened, when, and an optional property filter. */
export function CustomEventFilter(props: FilterEditorProps<CustomEventFilterDraft>) {
  const { filter, onChange } = props;
  const { message } = App.useApp();
  const events = useCustomEvents();
  const refresh = useRefreshCustomEventProperties();
  const event = events.data?.find((candidate) => candidate.eventName === filter.eventName);
  const properties = Object.entries(event?.eventProperties ?? {}).map(([key, type]) => ({
    key,
    type,
    label: propertyLabel(key),
  }));

  const refreshProperties = () =>
    refresh.mutate(undefined, {
      onSuccess: (answer) => void message.success(answer.message),
      onError: (error) => void message.error(errorMessage(error)),
    });

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Select
          aria-label="Event"
          placeholder="Choose an event"
          showSearch={SEARCH_BY_LABEL}
          loading={events.isPending}
          value={filter.eventName}
          onChange={(eventName: string) => onChange(changeEventName(eventName))}
          options={(events.data ?? []).map((option) => ({
            value: option.eventName,
            label: option.eventName,
          }))}
          popupMatchSelectWidth={false}
          style={{ minWidth: 180 }}
        />
        <Button
          size="small"
          type="link"
          icon={<ReloadOutlined aria-hidden />}
          loading={refresh.isPending}
          onClick={refreshProperties}
        >
          Refresh event properties
        </Button>
      </Flex>
      {filter.eventName && (
        <>
          <EventOccurrenceFields {...props} />
          <EventPropertyFilter
            key={`${filter.eventName}-${String(filter.occurrence?.hasOccurred)}`}
            {...props}
            properties={properties}
          />
        </>
      )}
    </Flex>
  );
}
