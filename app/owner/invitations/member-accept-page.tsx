import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MEMBER_ROLE_LABELS } from '../../../schemas/entities/invitation-member.schema';
import { errorText } from '../../api/error-text';
import { memberCalls } from '../../api/member-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { ownerPageLabel } from '../owner-pages';
import './member-accept-page.css';

/**
 * 'Terima Undangan': the page an invitation to join opens (docs/product.md#members). Signed out, the
 * owner area sends the visitor to sign in or register first and back here (its `next`); then one
 * press joins the invitation, which "Undangan Saya" lists from then on with the role.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => memberCalls.accept(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.mine }),
  });
  const joined = accept.data;

  return (
    <main className="owner-page member-accept">
      <h1 className="owner-page__title">{ownerPageLabel('list', 'accept')}</h1>
      {!token ? (
        <StatusMessage
          state={{ kind: 'error', text: 'Tautan undangan tidak lengkap. Buka lagi tautan dari email atau pesan Anda.' }}
        />
      ) : joined ? (
        <div className="ui-card member-accept__card">
          <StatusMessage
            state={{
              kind: 'success',
              text: `Anda kini ${MEMBER_ROLE_LABELS[joined.role]} undangan /${joined.slug}.`,
            }}
          />
          <div className="member-accept__actions">
            <Link
              className="ui-button ui-button--primary"
              to={`/invitation/${encodeURIComponent(joined.invitation_id)}`}
            >
              Buka undangan
            </Link>
            <Link className="ui-button ui-button--secondary" to="/invitation">
              Ke Undangan Saya
            </Link>
          </div>
        </div>
      ) : (
        <div className="ui-card member-accept__card">
          <p className="owner-page__lead">
            Anda diajak ikut mengurus sebuah undangan pernikahan. Setelah diterima, undangan itu muncul di Undangan Saya
            bersama peran Anda.
          </p>
          {accept.error && <StatusMessage state={{ kind: 'error', text: errorText(accept.error) }} />}
          <div className="member-accept__actions">
            <Button busy={accept.isPending} onClick={() => accept.mutate()}>
              Terima undangan
            </Button>
            <Link className="ui-button ui-button--ghost" to="/invitation">
              Nanti saja
            </Link>
          </div>
        </div>
      )}
    </main>
  );
}
