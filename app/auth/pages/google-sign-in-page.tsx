import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { queryClient } from '../../queries/query-client';
import { afterSignIn } from '../sign-in-redirect';
import { useAddressToken, refusedTokenMessage } from './address-token';
import { AuthCard } from './auth-card';

/**
 * /google-sign-in?code=…&next=…: where the server sends the browser back from Google. The one-time
 * code is traded for the session at once (the tokens are kept as after any sign-in), then the page
 * asked for opens, this one leaving no trace in the history. A used or late code says so, with the way
 * back to /login.
 */
export function Component() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const session = useMutation({
    mutationFn: () => authCalls.googleSession({ code }),
    onSuccess: async () => {
      queryClient.clear();
      await navigate(afterSignIn(search), { replace: true });
    },
  });
  useAddressToken(code, session.mutate);

  const back = (
    <Link
      to={`/login?${new URLSearchParams({ next: afterSignIn(search) })}`}
      className="ui-button ui-button--primary auth-form__submit"
    >
      Kembali ke halaman Masuk
    </Link>
  );
  if (session.isError || !code) {
    const message = code
      ? refusedTokenMessage(session.error, 'Masuk dengan Google gagal. Coba lagi.')
      : 'Alamat ini tidak lengkap. Tekan "Masuk dengan Google" sekali lagi.';
    return (
      <AuthCard title="Masuk gagal" lead={message} footer={null}>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Masuk dengan Google" lead="Sebentar, akun Anda sedang disiapkan…" footer={null}>
      <p className="auth-card__notice" role="status">
        Menyambungkan akun Google Anda.
      </p>
    </AuthCard>
  );
}
