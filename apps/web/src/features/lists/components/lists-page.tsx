import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, App, Flex, Segmented, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CampaignActivityCondition, JourneySummary, ListRecord } from '@sendwell/contracts';
import { withActivitySegment } from '../../../lib/activity-segment';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { listViewState } from '../../../lib/list-view-state';
import { paths } from '../../../lib/paths';
import { useSearchInput } from '../../../lib/use-search-input';
import { useRestoreList } from '../api/archive-list';
import { getActiveJourneysQueryOptions } from '../api/get-journeys-using-list';
import { useLists } from '../api/get-lists';
import { useRefreshList } from '../api/get-list-status';
import { listKeys } from '../api/list-keys';
import { useExportList } from '../hooks/use-export-list';
import { useListTableState } from '../hooks/use-list-table-state';
import { engagementLabel, TRY_AGAIN, type ListAction } from './list-actions';
import { ListsEmptyState } from './lists-empty-state';
import { ListRowExtensionContext, type ListRowExtension } from './list-row-extension';
import { ListsTable } from './lists-table';
import { PlanLimitAlert } from './plan-limit-alert';
import { lazyDialog } from '../../../components/lazy-component';
import { PageTitle } from '../../../components/page-heading';
import { SearchBox } from '../../../components/search-box';

// The row actions' dialogs, each fetched the first time it opens: the table shows without them.
const ArchiveBlockedModal = lazyDialog(() =>
  import('./archive-blocked-modal').then((m) => m.ArchiveBlockedModal),
);
const ArchiveListModal = lazyDialog(() => import('./archive-list-modal').then((m) => m.ArchiveListModal));
const CampaignPerformanceModal = lazyDialog(() =>
  import('./campaign-performance-modal').then((m) => m.CampaignPerformanceModal),
);
const EngagementModal = lazyDialog(() => import('./engagement-modal').then((m) => m.EngagementModal));
const RenameListModal = lazyDialog(() => import('./rename-list-modal').then((m) => m.RenameListModal));

type Dialog =
  | { kind: 'rename' | 'engagement' | 'campaigns' | 'archive'; list: ListRecord }
  | { kind: 'archiveBlocked'; list: ListRecord; journeys: JourneySummary[] }
  | { kind: 'extension'; action: string; list: ListRecord };

/** What another feature may put beside the title (the import entry); the app shell composes it in. */
export interface ListsPageActionsProps {
  /** Lists were created or filled: the table and the choosers ask again. */
  onListsChanged: () => void;
}

interface ListsPageProps {
  actions?: ComponentType<ListsPageActionsProps>;
  /** Row actions of another feature (the segments feature's Show definition and Duplicate). */
  rowExtension?: ListRowExtension;
  /** Shown above the table (the getting-started checklist). */
  banner?: ReactNode;
}

/** /app/contacts: every list and segment of the account, with their actions (spec 1 §2.1). */
export function ListsPage({ actions: Actions, rowExtension, banner }: ListsPageProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message, notification } = App.useApp();
  const [state, update] = useListTableState();
  const [, setSearchParams] = useSearchParams();
  const [searchInput, setSearchInput] = useSearchInput(state.search, (search) =>
    update({ search, page: 1 }, { replace: true }),
  );
  const lists = useLists({
    page: state.page,
    pageSize: state.pageSize,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    search: state.search || undefined,
    archived: state.archived ? 'true' : 'false',
  });
  const refreshList = useRefreshList();
  const restoreList = useRestoreList();
  const exportList = useExportList();
  const [dialog, setDialog] = useState<Dialog>();
  const [checkingArchiveId, setCheckingArchiveId] = useState<number>();
  const closeDialog = () => setDialog(undefined);
  const onListsChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: listKeys.all }),
    [queryClient],
  );

  const rows = lists.data?.data ?? [];
  const total = lists.data?.total ?? 0;

  // After the last row of the last page goes (archived, deleted), show the page before it.
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  const pastTheEnd = lists.isSuccess && !lists.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  // The segments feature opens its wizard from the address; replacing keeps Back from reopening it.
  const createActivitySegment = (
    list: ListRecord,
    activity: CampaignActivityCondition,
    campaignId?: number,
  ) => {
    closeDialog();
    setSearchParams(
      (current) =>
        withActivitySegment(current, { recipientListId: list.id, forActivity: activity, campaignId }),
      { replace: true },
    );
  };

  const notifyError = (error: unknown) =>
    notification.error({ title: errorMessage(error), description: TRY_AGAIN });

  const startArchive = async (list: ListRecord) => {
    setCheckingArchiveId(list.id);
    try {
      const journeys = await queryClient.fetchQuery(getActiveJourneysQueryOptions(list.id));
      setDialog(journeys.length > 0 ? { kind: 'archiveBlocked', list, journeys } : { kind: 'archive', list });
    } catch (error) {
      notifyError(error);
    } finally {
      setCheckingArchiveId(undefined);
    }
  };

  const onAction = (action: ListAction, list: ListRecord) => {
    switch (action) {
      case 'viewContacts':
        return navigate(paths.listContacts(list.id), { state: listViewState(list, location) });
      case 'refresh':
        return refreshList.mutate(list.id, { onError: notifyError });
      case 'engagement':
      case 'campaigns':
      case 'rename':
        return setDialog({ kind: action, list });
      case 'sendCampaign':
        return navigate(paths.campaigns, { state: { recipientListId: list.id } });
      case 'export':
        return exportList(list);
      case 'archive':
        return void startArchive(list);
      case 'restore':
        return restoreList.mutate(list.id, {
          onSuccess: () => message.success('List restored'),
          onError: notifyError,
        });
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <PageTitle style={{ marginBottom: 4 }}>Lists & Segments</PageTitle>
          <Typography.Text type="secondary">
            Lists hold the contacts you import or sync; segments select contacts from them by conditions.
          </Typography.Text>
        </div>
        {Actions && <Actions onListsChanged={onListsChanged} />}
      </Flex>
      <PlanLimitAlert onShowArchived={() => update({ archived: true, page: 1, search: '' })} />
      {banner}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Segmented
          aria-label="Show active or archived lists"
          value={state.archived ? 'archived' : 'active'}
          onChange={(value) => update({ archived: value === 'archived', page: 1 })}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
        <SearchBox
          label="Search lists and segments by name"
          placeholder="Search by name"
          value={searchInput}
          onChange={setSearchInput}
          width={320}
        />
      </Flex>
      {lists.isError && <Alert type="error" showIcon title={lists.error.message} />}
      <ListRowExtensionContext
        value={{
          actions: rowExtension?.actions ?? [],
          onAction: (action, list) => setDialog({ kind: 'extension', action, list }),
        }}
      >
        <ListsTable
          state={state}
          rows={rows}
          total={total}
          loading={lists.isPending || lists.isPlaceholderData || checkingArchiveId !== undefined}
          refreshingId={refreshList.isPending ? refreshList.variables : undefined}
          // Nothing to explain until the server has answered.
          emptyText={
            lists.isSuccess ? <ListsEmptyState search={state.search} archived={state.archived} /> : ' '
          }
          onStateChange={(changes) => update(changes)}
          onAction={onAction}
        />
      </ListRowExtensionContext>
      {dialog?.kind === 'rename' && <RenameListModal list={dialog.list} onClose={closeDialog} />}
      {dialog?.kind === 'engagement' && (
        <EngagementModal
          list={dialog.list}
          title={engagementLabel(dialog.list, user.flags.growthEngagementModal)}
          onClose={closeDialog}
          onCreateSegment={(activity) => createActivitySegment(dialog.list, activity)}
        />
      )}
      {dialog?.kind === 'campaigns' && (
        <CampaignPerformanceModal
          list={dialog.list}
          onClose={closeDialog}
          onCreateSegment={(activity, campaignId) => createActivitySegment(dialog.list, activity, campaignId)}
        />
      )}
      {dialog?.kind === 'archive' && <ArchiveListModal list={dialog.list} onClose={closeDialog} />}
      {dialog?.kind === 'extension' && rowExtension && (
        <rowExtension.Dialog
          action={dialog.action}
          list={dialog.list}
          onClose={closeDialog}
          onListsChanged={onListsChanged}
        />
      )}
      {dialog?.kind === 'archiveBlocked' && (
        <ArchiveBlockedModal list={dialog.list} journeys={dialog.journeys} onClose={closeDialog} />
      )}
    </Flex>
  );
}
