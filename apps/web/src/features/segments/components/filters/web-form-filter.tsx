import { Button, Flex, Input, Select, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FORM_NAME_PROPERTY,
  FORM_OPERATORS,
  SegmentLookupMessages,
  type ExternalFormFilterDraft,
  type FormOperator,
} from '@sendwell/contracts';
import {
  changeAppName,
  changeFormProperty,
  changeSubmission,
  changeSubmissionRange,
  isValuelessOperator,
  removeFormFilter,
} from '@sendwell/domain';
import { isApiRequestError } from '../../../../lib/api-client';
import { useFormApps, useFormNames } from '../../api/get-form-lookups';
import { hasErrorAt } from '../../hooks/filter-errors';
import { CountFields } from './count-fields';
import type { FilterEditorProps } from './filter-editor-props';
import { optionsOf, PROPERTY_OPERATOR_LABELS } from './filter-labels';
import { RangeFields } from './range-fields';
import { SEARCH_BY_LABEL } from '../../../../lib/search-by-label';

/** A form is one of, or none of, the chosen forms. */
const FORM_NAME_OPERATORS: readonly FormOperator[] = ['equals', 'notEquals'];

/** Spec 1 §8: the server's message, or the spec's own when the server gave none. */
const formNamesError = (error: unknown): string =>
  isApiRequestError(error) && error.status > 0 ? error.message : SegmentLookupMessages.formNamesFailed;

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/** Web form submissions of one app: submitted or not, how often, when, and which form or field. */
export function WebFormFilter(props: FilterEditorProps<ExternalFormFilterDraft>) {
  const { filter, onChange, errors, clock, offsetMinutes } = props;
  const apps = useFormApps();
  const submission = filter.submission ?? {};
  const formName = filter.eventProperty === FORM_NAME_PROPERTY;
  const field = filter.eventProperty !== undefined && !formName;
  const forms = useFormNames(formName ? filter.appName : undefined);
  const valueInvalid = hasErrorAt(errors, 'propertyCompareValue');

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Select
          aria-label="Form app"
          placeholder="Choose an app"
          loading={apps.isPending}
          value={filter.appName}
          onChange={(appName: string) => onChange(changeAppName(filter, appName))}
          options={(apps.data ?? []).map((app) => ({ value: app, label: app }))}
          style={{ minWidth: 160 }}
        />
        {filter.appName && (
          <Select
            aria-label="Submission"
            value={submission.hasSubmitted}
            onChange={(hasSubmitted: boolean) => onChange(changeSubmission(filter, hasSubmitted))}
            options={[
              { value: true, label: 'has submitted' },
              { value: false, label: 'has not submitted' },
            ]}
            style={{ width: 160 }}
          />
        )}
        {filter.appName && submission.hasSubmitted && (
          <CountFields
            label="Submission"
            operator={submission.operator}
            count={submission.compareValue}
            onOperator={(operator) => onChange({ ...filter, submission: { ...submission, operator } })}
            onCount={(compareValue) => {
              const { compareValue: _previous, ...rest } = submission;
              onChange({
                ...filter,
                submission: compareValue === undefined ? rest : { ...rest, compareValue },
              });
            }}
            invalid={hasErrorAt(errors, 'submission.compareValue')}
          />
        )}
      </Flex>
      {filter.appName && (
        <RangeFields
          label="Submission"
          range={submission.range}
          value={submission.rangeValue}
          offsetMinutes={offsetMinutes}
          onRange={(range) => onChange(changeSubmissionRange(filter, range, clock()))}
          onValue={(rangeValue) => onChange({ ...filter, submission: { ...submission, rangeValue } })}
          errors={errors}
          valuePath="submission.rangeValue"
        />
      )}
      {filter.appName && filter.eventProperty === undefined && (
        <Flex gap={4}>
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => onChange(changeFormProperty(filter, FORM_NAME_PROPERTY))}
          >
            Form name filter
          </Button>
          <Button
            size="small"
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => onChange(changeFormProperty(filter, ''))}
          >
            Field filter
          </Button>
        </Flex>
      )}
      {(formName || field) && (
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">where</Typography.Text>
          {formName ? (
            <Typography.Text>the form</Typography.Text>
          ) : (
            <Input
              aria-label="Form field"
              placeholder="Field name"
              value={filter.eventProperty}
              onChange={(event) => onChange({ ...filter, eventProperty: event.target.value })}
              style={{ width: 160 }}
            />
          )}
          <Select
            aria-label="Form operator"
            value={filter.formOperator}
            onChange={(formOperator) => {
              const { propertyCompareValue: _previous, ...rest } = filter;
              onChange({ ...rest, formOperator });
            }}
            options={optionsOf(formName ? FORM_NAME_OPERATORS : FORM_OPERATORS, PROPERTY_OPERATOR_LABELS)}
            style={{ width: 150 }}
          />
          {formName && (
            <Select
              aria-label="Forms"
              mode="multiple"
              showSearch={SEARCH_BY_LABEL}
              placeholder="Choose forms"
              loading={forms.isPending}
              value={ids(filter.propertyCompareValue)}
              onChange={(chosen: number[]) => onChange({ ...filter, propertyCompareValue: chosen })}
              options={(forms.data ?? []).map((form) => ({ value: form.id, label: form.formName }))}
              status={valueInvalid ? 'error' : undefined}
              style={{ minWidth: 220 }}
            />
          )}
          {field && filter.formOperator !== undefined && !isValuelessOperator(filter.formOperator) && (
            <Input
              aria-label="Form field value"
              placeholder="Value"
              value={typeof filter.propertyCompareValue === 'string' ? filter.propertyCompareValue : ''}
              onChange={(event) => onChange({ ...filter, propertyCompareValue: event.target.value })}
              status={valueInvalid ? 'error' : undefined}
              style={{ width: 180 }}
            />
          )}
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined aria-hidden />}
            aria-label="Remove form filter"
            onClick={() => onChange(removeFormFilter(filter))}
          />
        </Flex>
      )}
      {formName && forms.isError && (
        <Typography.Text type="danger" role="alert">
          {formNamesError(forms.error)}
        </Typography.Text>
      )}
    </Flex>
  );
}
