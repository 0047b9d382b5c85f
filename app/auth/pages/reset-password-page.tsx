import { Link, useSearchParams } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { AuthCard } from './auth-card';
import { AuthForm, type AuthField } from './auth-form';

const fields: readonly AuthField<'new_password'>[] = [
  {
    name: 'new_password',
    label: 'Kata sandi baru',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Minimal 8 karakter; hindari kata sandi yang mudah ditebak.',
  },
];

const askAgain = (
  <>
    Tautan tidak berlaku? <Link to="/forgot-password">Minta tautan baru</Link>
  </>
);

/**
 * /reset-password?token=…: the page a reset mail links to. A new password (the same rules as at
 * sign-up, told at the field); then every other session of the account ends and this one begins, in
 * the invitation list. A used or expired link is said above the button, with the way to a new one.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (!token) {
    return (
      <AuthCard
        title="Tautan tidak lengkap"
        lead="Buka tautan persis seperti di email, atau minta tautan baru."
        footer={askAgain}
      >
        <Link to="/forgot-password" className="ui-button ui-button--primary auth-form__submit">
          Minta tautan baru
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Buat kata sandi baru"
      lead="Setelah disimpan, semua perangkat lain yang masuk ke akun Anda akan keluar."
      footer={askAgain}
    >
      <AuthForm
        fields={fields}
        submit={({ new_password }) => authCalls.resetPassword({ token, new_password })}
        fallback="Kata sandi gagal disimpan. Coba lagi."
        submitLabel="Simpan kata sandi"
      />
    </AuthCard>
  );
}
