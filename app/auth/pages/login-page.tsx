import { Link, useLocation } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { AuthCard } from './auth-card';
import { skipWhenSignedIn } from '../sign-in-redirect';
import { useAuthForm } from './use-auth-form';

export const loader = skipWhenSignedIn;

/** /login: e-mail and password; then the page that asked for it, or the invitation list. */
export function Component() {
  const { search } = useLocation();
  const form = useAuthForm({ email: '', password: '' }, authCalls.login, 'Gagal masuk. Coba lagi.');
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
      <form className="auth-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.values.email}
          onChange={form.change('email')}
          error={form.fieldErrors.email}
        />
        <TextField
          label="Kata sandi"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={form.change('password')}
          error={form.fieldErrors.password}
        />
        <StatusMessage state={form.formError ? { kind: 'error', text: form.formError } : null} />
        <Button type="submit" busy={form.busy} className="auth-form__submit">
          {form.busy ? 'Memproses…' : 'Masuk'}
        </Button>
      </form>
    </AuthCard>
  );
}
