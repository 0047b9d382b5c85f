import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../api/error-text';
import { accountQuery } from '../../queries/owner-queries';
import { StatusMessage } from '../../ui/status-message';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import './account-page.css';

/**
 * /account, "Akun Saya" (docs/product.md#accounts): the signed-in owner's profile, e-mail, password,
 * sessions and, last, deleting the account.
 */
export function Component() {
  const { data: account, error } = useQuery(accountQuery());
  return (
    <main className="owner-page account-page">
      <h1 className="owner-page__title">Akun Saya</h1>
      <p className="owner-page__lead">Profil, email, kata sandi dan keamanan akun Anda.</p>
      {error && <StatusMessage state={{ kind: 'error', text: errorText(error) }} />}
      {!account && !error && (
        <p className="account-page__loading" aria-busy="true">
          Memuat akun…
        </p>
      )}
      {account && (
        <div className="account-page__sections">
          <ProfileSection account={account} />
          <EmailSection account={account} />
          <PasswordSection account={account} />
          <SessionsSection />
          <DeleteAccountSection account={account} />
        </div>
      )}
    </main>
  );
}
