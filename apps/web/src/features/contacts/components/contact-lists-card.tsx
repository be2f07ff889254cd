import { useState } from 'react';
import { App, Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ContactDetail } from '@sendwell/contracts';
import { isSegmentType } from '@sendwell/domain';
import { ListTypeIcon } from '../../../components/list-type-icon';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';
import { addContactToList, removeContactFromList, useEditContact } from '../api/edit-contact';
import { useLiveListChoices } from '../api/get-contact-choices';

/** The lists and segments holding the contact; lists (not segments, which compute their members) can be changed here. */
export function ContactListsCard({ contact }: { contact: ContactDetail }) {
  const { message, notification } = App.useApp();
  const choices = useLiveListChoices();
  const add = useEditContact(contact.id, addContactToList);
  const remove = useEditContact(contact.id, removeContactFromList);
  const [listId, setListId] = useState<number>();
  const fail = (error: unknown) => notification.error({ title: errorMessage(error) });
  const memberOf = new Set(contact.lists.map((list) => list.id));
  const addable = (choices.data ?? []).filter((list) => list.type === 'list' && !memberOf.has(list.id));
  const lists = contact.lists.filter((list) => !isSegmentType(list.type));
  const segments = contact.lists.filter((list) => isSegmentType(list.type));

  const addToList = () => {
    const chosen = addable.find((list) => list.id === listId);
    if (!chosen) return;
    add.mutate(chosen.id, {
      onSuccess: () => {
        message.success(`Added to "${chosen.name}"`);
        setListId(undefined);
      },
      onError: fail,
    });
  };

  return (
    <Card title={<h2 style={{ font: 'inherit', margin: 0 }}>Lists and segments</h2>} size="small">
      <Flex vertical gap={16}>
        {lists.length === 0 && segments.length === 0 && (
          <Typography.Text type="secondary">Not in any list or segment yet</Typography.Text>
        )}
        {lists.length > 0 && (
          <Flex gap={6} wrap aria-label="Lists">
            {lists.map((list) => (
              <Tag
                key={list.id}
                icon={<ListTypeIcon type={list.type} />}
                style={{ marginInlineEnd: 0, padding: '2px 8px' }}
                closable={!contact.archived && list.type === 'list'}
                closeIcon={<span aria-label={`Remove from ${list.name}`}>×</span>}
                onClose={(event) => {
                  event.preventDefault();
                  remove.mutate(list.id, {
                    onSuccess: () => message.success(`Removed from "${list.name}"`),
                    onError: fail,
                  });
                }}
              >
                {' '}
                <Link to={paths.listContacts(list.id)}>{list.name}</Link>
              </Tag>
            ))}
          </Flex>
        )}
        {segments.length > 0 && (
          <Flex vertical gap={6}>
            <Typography.Text type="secondary">In segments (they follow their conditions)</Typography.Text>
            <Flex gap={6} wrap>
              {segments.map((list) => (
                <Tag
                  key={list.id}
                  icon={<ListTypeIcon type={list.type} />}
                  style={{ marginInlineEnd: 0, padding: '2px 8px' }}
                >
                  {' '}
                  <Link to={paths.listContacts(list.id)}>{list.name}</Link>
                </Tag>
              ))}
            </Flex>
          </Flex>
        )}
        {!contact.archived && (
          <Flex vertical gap={6}>
            <Typography.Text strong>Add to a list</Typography.Text>
            <Flex gap={8}>
              <Select
                aria-label="List to add the contact to"
                style={{ flex: 1, minWidth: 0 }}
                showSearch={SEARCH_BY_LABEL}
                loading={choices.isPending}
                value={listId}
                onChange={setListId}
                options={addable.map((list) => ({ value: list.id, label: list.name }))}
                notFoundContent="No other list to add to"
              />
              <Button
                type="primary"
                onClick={addToList}
                disabled={listId === undefined}
                loading={add.isPending}
              >
                Add
              </Button>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
