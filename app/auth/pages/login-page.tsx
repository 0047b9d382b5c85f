import { Link, useLocation } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { AuthCard } from './auth-card';
import { AuthForm, type AuthField } from './auth-form';
import { skipWhenSignedIn } from '../sign-in-redirect';

export const loader = skipWhenSignedIn;

const loginFields: readonly AuthField<'email' | 'password'>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'password', label: 'Kata sandi', type: 'password', autoComplete: 'current-password' },
];

/** /login: e-mail and password; then the page that asked for it, or the invitation list. */
export function Component() {
  const { search } = useLocation();
  return (
    <AuthCard
      title="Masuk"
      lead="Kelola undangan pernikahan Anda."
      footer={
        <>
          Belum punya akun? <Link to={`/register${search}`}>Daftar gratis</Link>
        </>
      }
    >
      <AuthForm fields={loginFields} submit={authCalls.login} fallback="Gagal masuk. Coba lagi." submitLabel="Masuk" />
    </AuthCard>
  );
}
