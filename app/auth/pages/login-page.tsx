import { Link, useLocation } from 'react-router';
import { GOOGLE_ERROR_PARAM, googleSignInErrorOf } from '../../../schemas/google-sign-in';
import { StatusMessage } from '../../ui/status-message';
import { authCalls } from '../../api/auth-calls';
import { AuthCard } from './auth-card';
import { AuthForm, type AuthField } from './auth-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { skipWhenSignedIn } from '../sign-in-redirect';

export const loader = skipWhenSignedIn;

const loginFields: readonly AuthField<'email' | 'password'>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'password', label: 'Kata sandi', type: 'password', autoComplete: 'current-password' },
];

/** What the page that sent the owner here says above the form (an account just deleted). */
export type LoginNotice = { notice?: string };

/**
 * /login: e-mail and password, or Google where offered; then the page that asked for it, or the
 * invitation list. A Google sign-in that went wrong comes back here and says why (`?google=`); a
 * page that sent the owner here may say something above the form (an account just deleted).
 */
export function Component() {
  const { search, state } = useLocation();
  const notice = (state as LoginNotice | null)?.notice;
  const googleError = googleSignInErrorOf(new URLSearchParams(search).get(GOOGLE_ERROR_PARAM));
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
      <StatusMessage state={notice ? { kind: 'success', text: notice } : null} />
      <StatusMessage state={googleError ? { kind: 'error', text: googleError } : null} />
      <AuthForm fields={loginFields} submit={authCalls.login} fallback="Gagal masuk. Coba lagi." submitLabel="Masuk" />
      <p className="auth-card__aside">
        <Link to="/forgot-password">Lupa kata sandi?</Link>
      </p>
      <GoogleSignInButton />
    </AuthCard>
  );
}
