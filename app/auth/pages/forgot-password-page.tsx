import { useState } from 'react';
import { Link } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { skipWhenSignedIn } from '../sign-in-redirect';
import { AuthCard } from './auth-card';
import { AuthForm, type AuthField } from './auth-form';

export const loader = skipWhenSignedIn;

const fields: readonly AuthField<'email'>[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/**
 * /forgot-password: the account's e-mail; a reset link is mailed to it. The page says the same whether
 * the e-mail has an account or not (so does the API), and says where the link went and for how long.
 */
export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const footer = (
    <>
      Ingat kata sandi Anda? <Link to="/login">Masuk</Link>
    </>
  );
  if (sentTo) {
    return (
      <AuthCard title="Cek email Anda" lead="Tautan untuk membuat kata sandi baru sedang dikirim." footer={footer}>
        <div className="auth-card__notice" role="status">
          <p>
            Jika <strong>{sentTo}</strong> terdaftar, kami sudah mengirim tautan ke alamat itu. Tautan berlaku 30 menit
            dan hanya bisa dipakai sekali.
          </p>
          <p>Tidak ada di kotak masuk? Cek folder spam atau promosi, atau minta lagi dalam satu menit.</p>
        </div>
        <button type="button" className="auth-card__again" onClick={() => setSentTo(null)}>
          Pakai email lain atau kirim lagi
        </button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Lupa kata sandi"
      lead="Masukkan email akun Anda. Kami kirim tautan untuk membuat kata sandi baru."
      footer={footer}
    >
      <AuthForm
        fields={fields}
        submit={authCalls.forgotPassword}
        fallback="Permintaan gagal dikirim. Coba lagi."
        submitLabel="Kirim tautan"
        onDone={({ email }) => setSentTo(email.trim())}
      />
    </AuthCard>
  );
}
