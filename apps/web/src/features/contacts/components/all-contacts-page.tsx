import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Select, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  CONTACT_SEARCH_SHORT_LENGTH,
  type BulkContactsJob,
  type ContactRow,
  type ContactSelection,
  type ContactSortBy,
  type ContactStatus,
} from '@sendwell/contracts';
import { foldCase, pluraliseContacts } from '@sendwell/domain';
import { lazyComponent, lazyDialog } from '../../../components/lazy-component';
import { PageTitle } from '../../../components/page-heading';
import { SearchBox } from '../../../components/search-box';
import { TablePageFooter } from '../../../components/table-page-footer';
import { oneOf } from '../../../lib/address-params';
import { paths } from '../../../lib/paths';
import { useSearchInput } from '../../../lib/use-search-input';
import { contactFilterOf, useAllContacts, useExactContactCount } from '../api/get-all-contacts';
import { addQueuedBulkJob, useBulkJobs } from '../api/get-bulk-jobs';
import {
  CONTACT_SORT_FIELDS,
  useContactsTableState,
  type ContactsTableState,
} from '../hooks/use-contacts-table-state';
import { ContactBulkActions } from './contact-bulk-actions';
import { contactColumns, propertyColumn } from './contact-columns';
import { PropertyColumnsPicker, usePropertyColumns } from './property-columns-picker';

// Fetched only when it shows: a contact's details once one is opened.
const ContactDrawer = lazyDialog(() => import('./contact-drawer').then((m) => m.ContactDrawer));
// Fetched only while a bulk action runs in the background: most visits never start one.
const BulkJobsProgress = lazyComponent(
  () => import('./bulk-job-progress').then((m) => m.BulkJobsProgress),
  null,
);

const STATUS_OPTIONS: { value: ContactStatus; label: string }[] = [
  { value: 'subscribed', label: 'Subscribed' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'blocked', label: 'Blocked' },
];

/** Rows picked one by one, or every contact matching the search and filter. */
type Picked = { ids: number[] } | { allMatching: true };

const sortable = (state: ContactsTableState, field: ContactSortBy) => ({
  sorter: true,
  sortOrder: state.sortBy === field ? state.sortOrder : null,
  sortDirections: ['ascend' as const, 'descend' as const],
});

/** /app/contacts/all: every contact of the account, in a list or not. */
export function AllContactsPage() {
  const { state, update } = useContactsTableState();
  const [searchInput, setSearchInput] = useSearchInput(state.search, (value) =>
    update({ search: value, page: 1 }, true),
  );
  const contacts = useAllContacts(state);
  const [propertyKeys, setPropertyKeys] = usePropertyColumns();
  const [openId, setOpenId] = useState<number>();
  const filter = contactFilterOf(state);
  const filterKey = JSON.stringify(filter);
  // A selection belongs to the search and filter it was made under.
  const [picked, setPicked] = useState<Picked & { filterKey: string }>({ ids: [], filterKey });
  const selection: Picked = picked.filterKey === filterKey ? picked : { ids: [] };
  const rows = contacts.data?.data ?? [];
  // A search counts up to 10,000 at once; the exact number is counted when asked for or when all are selected.
  const capped = contacts.data?.totalCapped ?? false;
  const [countAsked, setCountAsked] = useState<string>();
  const exact = useExactContactCount(
    filter,
    capped && (countAsked === filterKey || 'allMatching' in selection),
  );
  const total = capped && exact.data !== undefined ? exact.data : (contacts.data?.total ?? 0);
  const totalIsLowerBound = capped && exact.data === undefined;
  const totalText = totalIsLowerBound
    ? `${total.toLocaleString('en-US')}+ contacts`
    : pluraliseContacts(total);
  const selectedCount = 'allMatching' in selection ? total : selection.ids.length;
  const queryClient = useQueryClient();
  const bulkJobs = useBulkJobs();
  const [dismissedJobs, setDismissedJobs] = useState<readonly string[]>([]);
  const jobsShown = (bulkJobs.data?.data ?? []).filter((job) => !dismissedJobs.includes(job.id));
  const dismissJob = useCallback((id: string) => setDismissedJobs((ids) => [...ids, id]), []);
  const jobQueued = useCallback((job: BulkContactsJob) => addQueuedBulkJob(queryClient, job), [queryClient]);
  const shortSearch =
    Boolean(state.search) && [...foldCase(state.search ?? '')].length <= CONTACT_SEARCH_SHORT_LENGTH;
  const pageFullySelected =
    rows.length > 0 && 'ids' in selection && rows.every((row) => selection.ids.includes(row.id));
  const apiSelection: ContactSelection =
    'allMatching' in selection ? { allMatching: filter } : { contactIds: selection.ids };
  const clearSelection = () => setPicked({ ids: [], filterKey });

  const columns = useMemo<TableColumnsType<ContactRow>>(
    () => [
      { ...contactColumns.email, ...sortable(state, 'email') },
      { ...contactColumns.name, ...sortable(state, 'name') },
      { ...contactColumns.status, ...sortable(state, 'status') },
      ...propertyKeys.map(propertyColumn),
      { ...contactColumns.created, title: 'Added on', ...sortable(state, 'createdOn') },
    ],
    [state, propertyKeys],
  );

  const onChange: TableProps<ContactRow>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = oneOf(CONTACT_SORT_FIELDS, single?.columnKey);
    if (!field || !single?.order) return;
    update({ sortBy: field, sortOrder: single.order, page: 1 });
  };

  const filtered = Boolean(state.search || state.status);
  // Not while loading: the table draws its empty text under the spinner.
  const emptyText = contacts.isPending
    ? ' '
    : filtered
      ? 'No contacts match this search and filter'
      : 'No contacts yet: import a file or send them through the API';

  return (
    <Flex vertical gap={16}>
      <Link to={paths.contacts}>
        <ArrowLeftOutlined aria-hidden /> Lists & Segments
      </Link>
      <div>
        <PageTitle style={{ marginBottom: 4 }}>All contacts</PageTitle>
        <Typography.Text type="secondary">
          Every contact of your account, whether or not it belongs to a list
          {total > 0 && !filtered ? `: ${pluraliseContacts(total)}` : ''}.
        </Typography.Text>
      </div>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={12} wrap>
          <Flex vertical gap={2}>
            <SearchBox
              label="Search contacts"
              placeholder="Search by email, name or any property"
              value={searchInput}
              onChange={setSearchInput}
              width={340}
            />
            {shortSearch && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                One or two characters match the start of the email; type three or more to search names and
                properties.
              </Typography.Text>
            )}
          </Flex>
          <Select
            id="all-contacts-status"
            aria-label="Status"
            placeholder="Any status"
            allowClear
            value={state.status}
            onChange={(status: ContactStatus | undefined) => update({ status, page: 1 })}
            options={STATUS_OPTIONS}
            style={{ width: 170 }}
          />
        </Flex>
        <PropertyColumnsPicker value={propertyKeys} onChange={setPropertyKeys} />
      </Flex>
      {jobsShown.length > 0 && <BulkJobsProgress jobs={jobsShown} onDismiss={dismissJob} />}
      {filtered && contacts.data && total > 0 && (
        <Flex align="center" gap={8} wrap>
          <Typography.Text aria-live="polite">{totalText} match</Typography.Text>
          {totalIsLowerBound && (
            <Button
              type="link"
              style={{ padding: 0 }}
              loading={exact.isFetching}
              onClick={() => setCountAsked(filterKey)}
            >
              Count all
            </Button>
          )}
        </Flex>
      )}
      {selectedCount > 0 && (
        <Flex
          role="region"
          aria-label="Selected contacts"
          align="center"
          justify="space-between"
          gap={12}
          wrap
          style={{ padding: '8px 12px', background: 'rgba(22, 119, 255, 0.06)', borderRadius: 8 }}
        >
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>
              {'allMatching' in selection
                ? totalIsLowerBound
                  ? `All ${totalText} selected (counting…)`
                  : `All ${pluraliseContacts(total)} selected`
                : `${pluraliseContacts(selectedCount)} selected`}
            </Typography.Text>
            {pageFullySelected && total > selectedCount && (
              <Button
                type="link"
                style={{ padding: 0 }}
                onClick={() => setPicked({ allMatching: true, filterKey })}
              >
                Select all {totalText}
                {filtered ? ' matching' : ''}
              </Button>
            )}
            <Button type="link" style={{ padding: 0 }} onClick={clearSelection}>
              Clear selection
            </Button>
          </Flex>
          <ContactBulkActions
            selection={apiSelection}
            count={selectedCount}
            onDone={clearSelection}
            onQueued={jobQueued}
            disabled={totalIsLowerBound && 'allMatching' in selection}
          />
        </Flex>
      )}
      {contacts.isError && <Alert type="error" showIcon title={contacts.error.message} />}
      {/* On a phone the table scrolls in its own box rather than widening the page. */}
      <div className="table-scroll">
        <Table
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={contacts.isPending || contacts.isPlaceholderData}
          pagination={false}
          onChange={onChange}
          showSorterTooltip={false}
          // No antd horizontal scroll: its measure row would hide the select-all box from assistive technology.
          tableLayout="auto"
          locale={{ emptyText }}
          rowSelection={{
            selectedRowKeys: 'allMatching' in selection ? rows.map((row) => row.id) : selection.ids,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (contact) => ({ 'aria-label': `Select ${contact.email}` }),
            onChange: (keys) => setPicked({ ids: keys.map(Number), filterKey }),
          }}
          onRow={(contact) => ({ onClick: () => setOpenId(contact.id), style: { cursor: 'pointer' } })}
        />
      </div>
      <TablePageFooter
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        totalCapped={totalIsLowerBound}
        onChange={(next) => update(next)}
      />
      <ContactDrawer contactId={openId} onClose={() => setOpenId(undefined)} />
    </Flex>
  );
}
