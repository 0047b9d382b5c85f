import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { meQuery } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useDismiss } from '../../ui/use-dismiss';

/**
 * The account menu of the top bar: who is signed in, the invitation list, and 'Keluar' (asked
 * first). It closes on a press outside, on Escape and on every move to another page.
 */
export function AccountMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: me } = useQuery(meQuery());
  // Open only on the page where it was opened.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(open, close, root, button);

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
        onClick={() => setOpenOn(open ? null : pathname)}
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
