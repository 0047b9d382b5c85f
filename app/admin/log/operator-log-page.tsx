import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/error-text';
import { operatorActionsQuery } from '../../queries/admin-queries';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { AdminTable } from '../kit/admin-table';
import { ListPager } from '../kit/list-pager';
import { useListParams } from '../kit/use-list-params';
import { ACTION_COLUMNS, ActionRow } from './action-row';

/** Log: every operator's action, newest first: who, what, on what, when (docs/product.md#operator-console). */
export function Component() {
  const { page, goTo } = useListParams([] as const);
  const actions = useQuery(operatorActionsQuery({ page }));
  return (
    <AdminPageFrame title="Log" lead="Setiap tindakan operator: siapa, apa, dan kapan.">
      <LoadingOrRetry query={actions} loading="Memuat log…" failed={errorText(actions.error)} />
      {actions.data && (
        <>
          <AdminTable
            columns={ACTION_COLUMNS}
            count={actions.data.data.length}
            empty="Belum ada tindakan operator."
            stale={actions.isPlaceholderData}
          >
            {actions.data.data.map((entry) => (
              <ActionRow key={entry.id} entry={entry} />
            ))}
          </AdminTable>
          <ListPager meta={actions.data.meta} shown={actions.data.data.length} noun="tindakan" onPage={goTo} />
        </>
      )}
    </AdminPageFrame>
  );
}
