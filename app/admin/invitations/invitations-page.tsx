import { useQuery } from '@tanstack/react-query';
import { adminInvitationsQuery } from '../../queries/admin-queries';
import { StatusMessage } from '../../ui/status-message';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { PagedList } from '../kit/paged-list';
import { ListSearch } from '../kit/list-search';
import { useAskedAction } from '../kit/use-asked-action';
import { useListParams } from '../kit/use-list-params';
import { INVITATION_LIST, InvitationRow } from './invitation-row';
import type { Suspension } from './suspension';
import { SuspensionDialog } from './suspension-dialog';

/**
 * Undangan: invitations found by slug or the owner's e-mail (or only the suspended ones), each
 * suspended with a reason (its public page then says 'Undangan ini sedang tidak tersedia.') or restored.
 */
export function Component() {
  const { values, page, filter } = useListParams(['q', 'suspended'] as const);
  const suspendedOnly = values.suspended === 'true';
  const invitations = useQuery(
    adminInvitationsQuery({ q: values.q || undefined, suspended: suspendedOnly || undefined, page }),
  );
  const suspension = useAskedAction<Suspension>();
  return (
    <AdminPageFrame title="Undangan" lead="Cari undangan, lalu tangguhkan yang melanggar atau pulihkan.">
      <ListSearch key={values.q} label="Cari slug atau email pemilik" value={values.q} onSearch={(q) => filter({ q })}>
        <label className="admin-search__check">
          <input
            type="checkbox"
            checked={suspendedOnly}
            onChange={(event) => filter({ suspended: event.target.checked ? 'true' : '' })}
          />
          Hanya yang ditangguhkan
        </label>
      </ListSearch>
      <StatusMessage state={suspension.notice} />
      <PagedList
        query={invitations}
        kind={INVITATION_LIST}
        row={(invitation) => <InvitationRow key={invitation.id} invitation={invitation} onStep={suspension.ask} />}
      />
      {suspension.asked && (
        <SuspensionDialog
          key={`${suspension.asked.step}-${suspension.asked.invitation.id}`}
          suspension={suspension.asked}
          onDone={suspension.done}
          onCancel={suspension.cancel}
        />
      )}
    </AdminPageFrame>
  );
}
