import { useQuery } from '@tanstack/react-query';
import { operatorActionsQuery } from '../../queries/admin-queries';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { PagedList } from '../kit/paged-list';
import { useListParams } from '../kit/use-list-params';
import { ACTION_LIST, ActionRow } from './action-row';

/** Log: every operator's action, newest first: who, what, on what, when (docs/product.md#operator-console). */
export function Component() {
  const { page } = useListParams([] as const);
  const actions = useQuery(operatorActionsQuery({ page }));
  return (
    <AdminPageFrame title="Log" lead="Setiap tindakan operator: siapa, apa, dan kapan.">
      <PagedList query={actions} kind={ACTION_LIST} row={(entry) => <ActionRow key={entry.id} entry={entry} />} />
    </AdminPageFrame>
  );
}
