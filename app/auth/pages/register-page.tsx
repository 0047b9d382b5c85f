import { Link, useLocation } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { AuthCard } from './auth-card';
import { skipWhenSignedIn } from '../sign-in-redirect';
import { useAuthForm } from './use-auth-form';

export const loader = skipWhenSignedIn;

/** /register: name, e-mail and password (the API refuses a weak one at the field). */
export function Component() {
  const { search } = useLocation();
  const form = useAuthForm({ name: '', email: '', password: '' }, authCalls.register, 'Akun gagal dibuat. Coba lagi.');
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
      <form className="auth-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <TextField
          label="Nama"
          name="name"
          autoComplete="name"
          required
          value={form.values.name}
          onChange={form.change('name')}
          error={form.fieldErrors.name}
        />
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
          autoComplete="new-password"
          required
          hint="Minimal 8 karakter; hindari kata sandi yang mudah ditebak."
          value={form.values.password}
          onChange={form.change('password')}
          error={form.fieldErrors.password}
        />
        <StatusMessage state={form.formError ? { kind: 'error', text: form.formError } : null} />
        <Button type="submit" busy={form.busy} className="auth-form__submit">
          {form.busy ? 'Memproses…' : 'Buat Akun'}
        </Button>
      </form>
    </AuthCard>
  );
}
