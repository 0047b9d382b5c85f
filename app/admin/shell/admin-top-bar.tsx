import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { BrandMark } from '../../ui/brand-mark';
import { Button } from '../../ui/button';

/** The console's top bar: its name (to the first page), who is signed in, the owner's area, and 'Keluar'. */
export function AdminTopBar({ email }: { email: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await authCalls.logout();
    client.clear();
    await navigate('/login', { replace: true });
  };
  return (
    <header className="owner-topbar admin-topbar">
      <Link to="/admin" className="owner-topbar__brand admin-topbar__brand">
        <BrandMark size={30} />
        Konsol Operator
      </Link>
      <div className="admin-topbar__account">
        <span className="admin-topbar__email">{email}</span>
        <Link to="/invitation" className="admin-topbar__owner-link">
          Undangan Saya
        </Link>
        <Button variant="secondary" busy={leaving} onClick={() => void signOut()}>
          Keluar
        </Button>
      </div>
    </header>
  );
}
