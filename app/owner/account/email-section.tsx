import type { AccountDetails } from '../../../schemas/responses/account';
import { accountCalls } from '../../api/auth-calls';
import { AuthForm } from '../../auth/pages/auth-form';
import { ownerKeys } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { Badge } from '../../ui/badge';
import { StatusMessage } from '../../ui/status-message';
import { AccountSection } from './account-section';
import { useFormOutcome } from './use-form-outcome';

/**
 * Email: the account's address (verified or not), the one it is changing to while its link waits,
 * and the change itself, confirmed with the password: the new address counts once its link is opened.
 */
export function EmailSection({ account }: { account: AccountDetails }) {
  const { user, pending_email, has_password } = account;
  const change = useFormOutcome();
  return (
    <AccountSection title="Email" lead="Email dipakai untuk masuk dan menerima tautan penting tentang akun Anda.">
      <p className="account-email">
        <span className="account-email__address">{user.email}</span>{' '}
        {user.email_verified_at ? (
          <Badge color="#23704f">Terverifikasi</Badge>
        ) : (
          <Badge color="#b3261e">Belum diverifikasi</Badge>
        )}
      </p>
      {pending_email && (
        <p className="account-email__pending" role="status">
          Menunggu konfirmasi: <strong>{pending_email}</strong>. Buka tautan yang kami kirim ke alamat itu; sampai saat
          itu Anda tetap masuk dengan email di atas.
        </p>
      )}
      {has_password ? (
        <AuthForm
          key={change.round}
          fields={[
            { name: 'email', label: 'Email baru', type: 'email', autoComplete: 'email', inputMode: 'email' },
            {
              name: 'current_password',
              label: 'Kata sandi saat ini',
              type: 'password',
              autoComplete: 'current-password',
            },
          ]}
          submit={async (values) => {
            const { pending_email: email } = await accountCalls.changeEmail(values);
            // The link is made in the background: the page says the address at once.
            queryClient.setQueryData<AccountDetails>(
              ownerKeys.account,
              (old) => old && { ...old, pending_email: email },
            );
            return email;
          }}
          onDone={({ email }) =>
            change.succeeded(`Tautan konfirmasi sudah dikirim ke ${email.trim()}. Cek juga folder spam.`, {
              clear: true,
            })
          }
          fallback="Email gagal diganti. Coba lagi."
          submitLabel="Ganti email"
        />
      ) : (
        <p className="account-section__lead">
          Akun ini belum punya kata sandi. Buat dulu lewat &quot;Lupa kata sandi?&quot; di halaman masuk, lalu ganti
          email di sini.
        </p>
      )}
      <StatusMessage state={change.outcome} />
    </AccountSection>
  );
}
