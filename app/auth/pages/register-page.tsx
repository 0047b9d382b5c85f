import { Link, useLocation } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { AuthCard } from './auth-card';
import { AuthForm, type AuthField } from './auth-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { skipWhenSignedIn } from '../sign-in-redirect';

export const loader = skipWhenSignedIn;

const registerFields: readonly AuthField<'name' | 'email' | 'password'>[] = [
  { name: 'name', label: 'Nama', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  {
    name: 'password',
    label: 'Kata sandi',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Minimal 8 karakter; hindari kata sandi yang mudah ditebak.',
  },
];

/** /register: name, e-mail and password (the API refuses a weak one at the field). */
export function Component() {
  const { search } = useLocation();
  return (
    <AuthCard
      title="Daftar"
      lead="Buat akun untuk mulai menyusun undangan Anda."
      footer={
        <>
          Sudah punya akun? <Link to={`/login${search}`}>Masuk</Link>
        </>
      }
    >
      <AuthForm
        fields={registerFields}
        submit={authCalls.register}
        fallback="Akun gagal dibuat. Coba lagi."
        submitLabel="Buat Akun"
      />
      <GoogleSignInButton />
    </AuthCard>
  );
}
