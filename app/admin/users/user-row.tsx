import { formatNumber } from '../../../engine/format/rupiah';
import type { UserRole } from '../../../schemas/requests/admin';
import type { AdminUser } from '../../../schemas/responses/admin';
import { Badge } from '../../ui/badge';
import type { ListKind } from '../kit/paged-list';
import { formatWhen } from '../kit/when';

/** Each role by its Indonesian name, with its badge colour (white text reads on both at 4.5:1 or more). */
export const ROLE_NAMES: Record<UserRole, { name: string; color: string }> = {
  owner: { name: 'Pemilik', color: '#4a5568' },
  admin: { name: 'Operator', color: '#8e3b52' },
};

/** The accounts as a list: its columns, in the order each row's cells are, and what it says. */
export const USER_LIST: ListKind = {
  columns: ['Nama', 'Email', 'Peran', 'Email terverifikasi', 'Terdaftar', 'Undangan'],
  loading: 'Memuat pengguna…',
  empty: 'Tidak ada pengguna yang cocok.',
  noun: 'pengguna',
};

/** One account: who, its role, whether its e-mail is proven, since when, how many invitations it owns. */
export function UserRow({ user }: { user: AdminUser }) {
  const role = ROLE_NAMES[user.role];
  return (
    <tr>
      <td data-label="Nama">{user.name}</td>
      <td data-label="Email">{user.email}</td>
      <td data-label="Peran">
        <Badge color={role.color}>{role.name}</Badge>
      </td>
      <td data-label="Email terverifikasi" className="admin-table__number">
        {user.email_verified_at ? formatWhen(user.email_verified_at) : 'Belum'}
      </td>
      <td data-label="Terdaftar" className="admin-table__number">
        {formatWhen(user.created_at)}
      </td>
      <td data-label="Undangan" className="admin-table__number">
        {formatNumber(user.invitations)}
      </td>
    </tr>
  );
}
