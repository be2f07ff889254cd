import { useMemo } from 'react';
import { Flex, Select } from 'antd';
import {
  BUILT_IN_SEGMENT_PROPERTIES,
  EMAIL_BLOCKED_STATUS_KEY,
  EMAIL_SUBSCRIPTION_STATUS_KEY,
  type UserPropertyFilterDraft,
} from '@sendwell/contracts';
import {
  changePropertyCondition,
  propertyLabel,
  changePropertyOperator,
  propertyOperatorsFor,
  segmentPropertyTypes,
  userPropertyComparison,
} from '@sendwell/domain';
import { useCurrentUser } from '../../../../lib/current-user';
import { useContactProperties, useEmailTypes } from '../../api/get-contact-properties';
import { hasErrorAt, useInvalidField } from '../../hooks/filter-errors';
import { withUserPropertyValues } from '../../hooks/property-values';
import type { FilterEditorProps } from './filter-editor-props';

import { PropertyComparisonFields } from './property-comparison-fields';
import { SEARCH_BY_LABEL } from '../../../../lib/search-by-label';

const VALUE_PATHS = ['compareValue', 'startCompareValue', 'endCompareValue', 'rangeValue'];

/** A contact property compared with a value, with operators and inputs by the property's type. */
export function UserPropertyFilter({
  filter,
  onChange,
  errors,
  offsetMinutes,
}: FilterEditorProps<UserPropertyFilterDraft>) {
  const user = useCurrentUser();
  const properties = useContactProperties();
  const subscription = filter.condition === EMAIL_SUBSCRIPTION_STATUS_KEY;
  const emailTypes = useEmailTypes(subscription);

  const { keys, types } = useMemo(() => {
    const account = properties.data ?? [];
    const builtIn = BUILT_IN_SEGMENT_PROPERTIES.filter(
      (property) => property.key !== EMAIL_BLOCKED_STATUS_KEY || user.flags.emailBlockedStatusAttribute,
    );
    const ordered = [
      ...builtIn,
      ...account.filter((property) => !builtIn.some((b) => b.key === property.key)),
    ];
    return { keys: ordered.map((property) => property.key), types: segmentPropertyTypes(ordered) };
  }, [properties.data, user.flags.emailBlockedStatusAttribute]);

  const type = filter.condition === undefined ? undefined : types.get(filter.condition);
  const comparison = userPropertyComparison(filter, type);
  const propertyFault = useInvalidField(hasErrorAt(errors, 'condition'));

  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label="Property"
        aria-invalid={propertyFault['aria-invalid']}
        aria-describedby={propertyFault['aria-describedby']}
        status={propertyFault.status}
        placeholder="Choose a property"
        showSearch={SEARCH_BY_LABEL}
        loading={properties.isPending}
        value={filter.condition}
        onChange={(key: string) => onChange(changePropertyCondition(key, types.get(key) ?? 'string'))}
        options={keys.map((key) => ({ value: key, label: propertyLabel(key) }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 180 }}
      />
      {filter.condition !== undefined && type !== undefined && (
        <PropertyComparisonFields
          label="Property"
          type={type}
          operators={propertyOperatorsFor(type, filter.condition)}
          operator={filter.operator}
          values={{ value: comparison.value, start: comparison.start, end: comparison.end }}
          onOperator={(operator) => onChange(changePropertyOperator(filter, operator))}
          onValues={(values) => onChange(withUserPropertyValues(filter, values))}
          offsetMinutes={offsetMinutes}
          invalid={VALUE_PATHS.some((path) => hasErrorAt(errors, path))}
          choices={
            subscription
              ? (emailTypes.data ?? []).map((emailType) => ({ value: emailType.id, label: emailType.name }))
              : undefined
          }
          choicesLoading={subscription && emailTypes.isPending}
        />
      )}
    </Flex>
  );
}
