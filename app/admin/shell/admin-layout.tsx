import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration } from 'react-router';
import { errorText } from '../../api/error-text';
import { requireOwner } from '../../auth/sign-in-redirect';
import { meQuery } from '../../queries/owner-queries';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import type { UserRole } from '../../../schemas/requests/admin';
import '../../ui/owner.css';
import { AdminMenu } from './admin-menu';
import { AdminTopBar } from './admin-top-bar';
import { OperatorsOnlyPage } from './operators-only-page';
import './admin-shell.css';

/** Signed out: to sign-in first, and back to the console after (`?next=/admin`). */
export const loader = requireOwner;

const OPERATOR: UserRole = 'admin';

/**
 * The operator console's frame (docs/product.md#operator-console): the top bar, the menu beside the
 * page (above it on a phone). Only for an operator's account, read from GET /v1/auth/me; anyone
 * else signed in gets 'Halaman ini khusus operator'. The kit's root class (`owner-app`, app/ui/owner.css)
 * gives it the unthemed kit's colours and fields.
 */
export function Component() {
  const me = useQuery(meQuery());
  if (me.data && me.data.role !== OPERATOR) return <OperatorsOnlyPage email={me.data.email} />;
  return (
    <div className="owner-app admin-app">
      {me.data ? (
        <>
          <AdminTopBar email={me.data.email} />
          <div className="admin-shell">
            <AdminMenu />
            <div className="admin-shell__page">
              <Outlet />
            </div>
          </div>
        </>
      ) : (
        <main className="admin-page">
          <LoadingOrRetry query={me} loading="Memeriksa akun…" failed={errorText(me.error)} />
        </main>
      )}
      <ScrollRestoration />
    </div>
  );
}
