import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { meQuery } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { UserAvatar } from '../kit/user-avatar';
import { PagePopupButton } from './page-popup-button';
import { usePagePopup } from './use-page-popup';

/**
 * The account menu of the top bar: who is signed in, the invitation list, "Akun Saya", and 'Keluar' (asked
 * first). It closes on a press outside, on Escape and on every move to another page.
 */
export function AccountMenu() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQuery());
  const popup = usePagePopup();
  const { open, close, root } = popup;
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    await authCalls.logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
  const name = me?.name || me?.email || 'Akun';
  return (
    <div className="account-menu" ref={root}>
      <PagePopupButton popup={popup} controls="account-menu-panel" className="account-menu__button">
        <UserAvatar user={me ?? { name, email: '' }} className="account-menu__avatar" />
        <span className="account-menu__name">{name}</span>
        <span className="visually-hidden">, menu akun</span>
        <span className="account-menu__caret" aria-hidden="true" />
      </PagePopupButton>
      <div id="account-menu-panel" className="ui-menu account-menu__panel" hidden={!open}>
        {me?.email && <p className="account-menu__email">{me.email}</p>}
        <Link to="/invitation" onClick={close}>
          Undangan Saya
        </Link>
        <Link to="/account" onClick={close}>
          Akun Saya
        </Link>
        <button
          type="button"
          onClick={() => {
            close();
            setAsking(true);
          }}
        >
          Keluar
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Keluar dari akun?"
        confirmLabel="Keluar"
        busy={leaving}
        onConfirm={() => void signOut()}
        onCancel={() => setAsking(false)}
      >
        <p>Anda perlu masuk lagi untuk mengelola undangan di perangkat ini.</p>
      </ConfirmDialog>
    </div>
  );
}
