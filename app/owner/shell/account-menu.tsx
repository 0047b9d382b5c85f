import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { meQuery } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { usePagePopup } from './use-page-popup';

/**
 * The account menu of the top bar: who is signed in, the invitation list, and 'Keluar' (asked
 * first). It closes on a press outside, on Escape and on every move to another page.
 */
export function AccountMenu() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQuery());
  const { open, close, toggle, root, button } = usePagePopup();
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
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={toggle}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-menu__name">{name}</span>
        <span className="visually-hidden">, menu akun</span>
        <span className="account-menu__caret" aria-hidden="true" />
      </button>
      <div id="account-menu-panel" className="account-menu__panel" hidden={!open}>
        {me?.email && <p className="account-menu__email">{me.email}</p>}
        <Link to="/invitation" onClick={close}>
          Undangan Saya
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
