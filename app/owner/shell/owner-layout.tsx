import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { requireOwner } from '../../auth/sign-in-redirect';
import { meQuery } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import '../../ui/owner.css';

export const loader = requireOwner;

/** The account menu: who is signed in, and 'Keluar' (asked first). */
function AccountMenu() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQuery());
  const [asking, setAsking] = useState(false);
  const signOut = async () => {
    await authCalls.logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
  return (
    <div className="owner-topbar__account">
      <details className="account-menu">
        <summary>
          <span className="owner-visually-hidden">Menu akun </span>
          <span className="account-menu__avatar" aria-hidden="true">
            {(me?.name ?? me?.email ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span className="account-menu__name">{me?.name ?? me?.email ?? 'Akun'}</span>
        </summary>
        <div className="account-menu__panel">
          {me?.email && <p className="account-menu__email">{me.email}</p>}
          <Link to="/invitation">Undangan Saya</Link>
          <button type="button" onClick={() => setAsking(true)}>
            Keluar
          </button>
        </div>
      </details>
      <ConfirmDialog
        open={asking}
        title="Keluar dari akun?"
        confirmLabel="Keluar"
        onConfirm={() => void signOut()}
        onCancel={() => setAsking(false)}
      >
        <p>Anda perlu masuk lagi untuk mengelola undangan di perangkat ini.</p>
      </ConfirmDialog>
    </div>
  );
}

/** Every owner page: the top bar (brand, account menu) above the page. Signed-in owners only. */
export function Component() {
  return (
    <div className="owner-app">
      <header className="owner-topbar">
        <Link to="/invitation" className="owner-topbar__brand">
          Undangan Digital
        </Link>
        <AccountMenu />
      </header>
      <Outlet />
    </div>
  );
}
