import { useCallback, useState } from 'react';
import {
  Alert,
  Button,
  Flex,
  Input,
  Pagination,
  Skeleton,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ListId, type ContactRow } from '@sendwell/contracts';
import { listTypeLabel, paginationLabel, pluraliseContacts } from '@sendwell/domain';
import { ListTypeIcon } from '../../../components/list-type-icon';
import { lazyComponent, lazyDialog } from '../../../components/lazy-component';
import { PageLoader } from '../../../components/page-loader';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { readListViewState } from '../../../lib/list-view-state';
import { paths } from '../../../lib/paths';
import { useSearchInput } from '../../../lib/use-search-input';
import { CONTACTS_PAGE_SIZE, useListContacts } from '../api/get-list-contacts';
import { useListSummary } from '../api/get-list-summary';
import { contactLocation, contactName } from './contact-fields';
import { ContactStatusTags } from './contact-status-tags';
import { PageTitle } from '../../../components/page-heading';

// Fetched only when they show: a contact's details once one is opened, the 404 for a list that is not there.
const ContactDrawer = lazyDialog(() => import('./contact-drawer').then((m) => m.ContactDrawer));
const NotFoundPage = lazyComponent(
  () => import('../../../components/not-found-page').then((m) => m.NotFoundPage),
  <PageLoader />,
);

const columns: TableColumnsType<ContactRow> = [
  {
    key: 'email',
    title: 'Email',
    // A real button so a contact opens from the keyboard too; the click bubbles to the row.
    render: (_, contact) => (
      <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
        {contact.email}
      </Button>
    ),
  },
  { key: 'name', title: 'Name', render: (_, contact) => contactName(contact) || '—' },
  {
    key: 'status',
    title: 'Status',
    width: 200,
    render: (_, contact) => (
      <ContactStatusTags isUnsubscribed={contact.isUnsubscribed} isBlocked={contact.isBlocked} />
    ),
  },
  { key: 'location', title: 'City / Country', render: (_, contact) => contactLocation(contact) || '—' },
  { key: 'created', title: 'Created on', width: 140, render: (_, contact) => formatDate(contact.createdOn) },
];

/** Page and search of the contacts table, in the address like the lists table. */
const useContactsTableState = () => {
  const [params, setParams] = useSearchParams();
  const parsedPage = Number(params.get('page'));
  const page = Number.isInteger(parsedPage) && parsedPage > 1 ? parsedPage : 1;
  const search = (params.get('search') ?? '').trim();
  const update = useCallback(
    (changes: { page?: number; search?: string }, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (changes.search !== undefined) {
            if (changes.search) next.set('search', changes.search);
            else next.delete('search');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { page, search, update };
};

/** /app/contacts/lists/:listId: the contacts of one list or segment. */
export function ListContactsPage() {
  const listId = ListId.safeParse(useParams().listId);
  if (!listId.success) return <NotFoundPage />;
  return <ListContacts listId={listId.data} />;
}

function ListContacts({ listId }: { listId: number }) {
  const location = useLocation();
  const fromTable = readListViewState(location.state);
  const summary = useListSummary(listId);
  const { page, search, update } = useContactsTableState();
  const [searchInput, setSearchInput] = useSearchInput(search, (value) =>
    update({ search: value, page: 1 }, true),
  );
  const contacts = useListContacts({ listId, page, search });
  const [selectedId, setSelectedId] = useState<number>();

  if (isApiRequestError(summary.error, 404)) return <NotFoundPage />;

  const name = summary.data?.name ?? fromTable?.listName;
  const type = summary.data?.type ?? fromTable?.listType;
  const total = contacts.data?.total ?? 0;

  return (
    <Flex vertical gap={16}>
      <Link to={fromTable?.backTo ?? paths.contacts}>
        <ArrowLeftOutlined aria-hidden /> Lists & Segments
      </Link>
      {name === undefined && summary.isPending ? (
        <Skeleton active title paragraph={{ rows: 1 }} />
      ) : (
        <div>
          <PageTitle style={{ marginBottom: 8 }}>{name ?? `List ${listId}`}</PageTitle>
          <Flex align="center" gap={12} wrap>
            {type && (
              <Tag icon={<ListTypeIcon type={type} />} style={{ marginInlineEnd: 0 }}>
                {' '}
                {listTypeLabel(type)}
              </Tag>
            )}
            {summary.data && (
              <Typography.Text type="secondary">
                {pluraliseContacts(summary.data.recipientsCount)}
              </Typography.Text>
            )}
            {summary.data?.processing && <Tag color="processing">Processing</Tag>}
          </Flex>
        </div>
      )}
      <Input
        aria-label="Search contacts by email"
        placeholder="Search by email"
        prefix={<SearchOutlined />}
        allowClear
        value={searchInput}
        onChange={(event) => setSearchInput(event.target.value)}
        style={{ width: 360, maxWidth: '100%' }}
      />
      {contacts.isError && <Alert type="error" showIcon title={contacts.error.message} />}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={contacts.data?.data}
        loading={contacts.isPending || contacts.isPlaceholderData}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: search ? `No contacts match "${search}"` : 'This list has no contacts yet' }}
        onRow={(contact) => ({ onClick: () => setSelectedId(contact.id), style: { cursor: 'pointer' } })}
      />
      {total > 0 && (
        <Flex align="center" justify="space-between" gap={16} wrap>
          <Typography.Text type="secondary">
            {paginationLabel(page, CONTACTS_PAGE_SIZE, total)}
          </Typography.Text>
          <Pagination
            current={page}
            pageSize={CONTACTS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(next) => update({ page: next })}
          />
        </Flex>
      )}
      {selectedId !== undefined && (
        <ContactDrawer contactId={selectedId} onClose={() => setSelectedId(undefined)} />
      )}
    </Flex>
  );
}
