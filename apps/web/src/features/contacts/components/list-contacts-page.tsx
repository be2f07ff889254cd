import { useState } from 'react';
import { Alert, Flex, Pagination, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation, useParams } from 'react-router';
import { ListId, type ContactRow } from '@sendwell/contracts';
import { listTypeLabel, paginationLabel, pluraliseContacts } from '@sendwell/domain';
import { ListTypeIcon } from '../../../components/list-type-icon';
import { lazyDialog } from '../../../components/lazy-component';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page';
import { isApiRequestError } from '../../../lib/api-client';
import { readListViewState } from '../../../lib/list-view-state';
import { paths } from '../../../lib/paths';
import { useSearchInput } from '../../../lib/use-search-input';
import { CONTACTS_PAGE_SIZE, useListContacts } from '../api/get-list-contacts';
import { useListSummary } from '../api/get-list-summary';
import { useContactsTableState } from '../hooks/use-contacts-table-state';
import { contactColumns } from './contact-columns';
import { PageTitle } from '../../../components/page-heading';
import { SearchBox } from '../../../components/search-box';

// Fetched only when it shows: a contact's details once one is opened.
const ContactDrawer = lazyDialog(() => import('./contact-drawer').then((m) => m.ContactDrawer));

const { email, name, status, location, created } = contactColumns;
const columns: TableColumnsType<ContactRow> = [email, name, status, location, created];

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
  const {
    state: { page, search },
    update,
  } = useContactsTableState();
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
      <SearchBox
        label="Search contacts by email"
        placeholder="Search by email"
        value={searchInput}
        onChange={setSearchInput}
        width={360}
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
