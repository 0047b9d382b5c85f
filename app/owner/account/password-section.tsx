import type { AccountDetails } from '../../../schemas/responses/account';
import { accountCalls } from '../../api/auth-calls';
import { AuthForm } from '../../auth/pages/auth-form';
import { StatusMessage } from '../../ui/status-message';
import { AccountSection } from './account-section';
import { useFormOutcome } from './use-form-outcome';

/** Kata sandi: a new one (the sign-up rules), confirmed with the current one; other devices sign out. */
export function PasswordSection({ account }: { account: AccountDetails }) {
  const change = useFormOutcome();
  if (!account.has_password) return null;
  return (
    <AccountSection
      title="Kata sandi"
      lead="Setelah kata sandi diganti, perangkat lain yang masuk ke akun Anda akan keluar. Perangkat ini tetap masuk."
    >
      <AuthForm
        key={change.round}
        fields={[
          {
            name: 'current_password',
            label: 'Kata sandi saat ini',
            type: 'password',
            autoComplete: 'current-password',
          },
          {
            name: 'new_password',
            label: 'Kata sandi baru',
            type: 'password',
            autoComplete: 'new-password',
            hint: 'Minimal 8 karakter; hindari kata sandi yang mudah ditebak.',
          },
        ]}
        submit={accountCalls.changePassword}
        onDone={() =>
          change.succeeded('Kata sandi tersimpan. Perangkat lain sudah keluar dari akun Anda.', { clear: true })
        }
        fallback="Kata sandi gagal disimpan. Coba lagi."
        submitLabel="Simpan kata sandi"
      />
      <StatusMessage state={change.outcome} />
    </AccountSection>
  );
}
