import { useQuery } from '@tanstack/react-query';
import { USER_ROLES, type UserRole } from '../../../schemas/requests/admin';
import { adminUsersQuery } from '../../queries/admin-queries';
import { SelectField } from '../../ui/select-field';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { PagedList } from '../kit/paged-list';
import { ListSearch } from '../kit/list-search';
import { useListParams } from '../kit/use-list-params';
import { ROLE_NAMES, USER_LIST, UserRow } from './user-row';

const ROLE_CHOICES = [
  { value: '', label: 'Semua peran' },
  ...USER_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role].name })),
];
const roleOf = (value: string) => ((USER_ROLES as readonly string[]).includes(value) ? (value as UserRole) : undefined);

/** Pengguna: the accounts, searched by name or e-mail and by role, with the invitations each owns. */
export function Component() {
  const { values, page, filter } = useListParams(['q', 'role'] as const);
  const role = roleOf(values.role);
  const users = useQuery(adminUsersQuery({ q: values.q || undefined, role, page }));
  return (
    <AdminPageFrame title="Pengguna" lead="Akun pemilik undangan dan operator.">
      <ListSearch key={values.q} label="Cari nama atau email" value={values.q} onSearch={(q) => filter({ q })}>
        <SelectField
          label="Peran"
          options={ROLE_CHOICES}
          value={role ?? ''}
          onChange={(event) => filter({ role: event.target.value })}
        />
      </ListSearch>
      <PagedList query={users} kind={USER_LIST} row={(user) => <UserRow key={user.id} user={user} />} />
    </AdminPageFrame>
  );
}
