import { Flex, Form, Input, Radio, Select } from 'antd';
import type { ListTargetState } from '../hooks/use-list-target';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';

interface ListTargetFieldsProps {
  /** Prefix of the field ids, so two dialogs on one page never share an id. */
  idPrefix: string;
  state: ListTargetState;
  disabled?: boolean;
}

/** New list with its name, or an existing list from a searchable choice; used by both import dialogs. */
export function ListTargetFields({ idPrefix, state, disabled }: ListTargetFieldsProps) {
  const { target, lists } = state;
  const nameId = `${idPrefix}-list-name`;
  const listId = `${idPrefix}-list`;

  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label="Add contacts to"
        value={target.kind}
        disabled={disabled}
        onChange={(event) => state.chooseKind(event.target.value === 'existing' ? 'existing' : 'new')}
        options={[
          { value: 'new', label: 'New list' },
          { value: 'existing', label: 'Existing list' },
        ]}
      />
      {target.kind === 'new' ? (
        <Form.Item
          label="List name"
          htmlFor={nameId}
          validateStatus={state.shownProblem ? 'error' : undefined}
          help={state.shownProblem}
          style={{ marginBottom: 0 }}
        >
          <Input
            id={nameId}
            value={target.name}
            disabled={disabled}
            placeholder="Name of the new list"
            onChange={(event) => state.setName(event.target.value)}
            onBlur={state.checkName}
          />
        </Form.Item>
      ) : (
        <Form.Item label="List" htmlFor={listId} style={{ marginBottom: 0 }}>
          <Select
            id={listId}
            showSearch={SEARCH_BY_LABEL}
            placeholder="Choose a list"
            disabled={disabled}
            loading={lists.isPending}
            value={target.listId}
            onChange={(value: number) => state.setListId(value)}
            options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
            notFoundContent={lists.isSuccess ? 'No lists yet; add contacts to a new list' : undefined}
          />
        </Form.Item>
      )}
    </Flex>
  );
}
