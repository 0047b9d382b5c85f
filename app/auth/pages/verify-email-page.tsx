import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { authCalls } from '../../api/auth-calls';
import { tokens } from '../../api/tokens';
import { ownerKeys } from '../../queries/owner-queries';
import { useAddressToken, refusedTokenMessage } from './address-token';
import { AuthCard } from './auth-card';

/**
 * /verify-email?token=…: the page a verification mail links to. It proves the address at once (on any
 * device, signed in or not) and says so; a used or expired link says how to get a new one.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => authCalls.verifyEmail({ token }),
    onSuccess: (user) => queryClient.setQueryData(ownerKeys.me, user),
  });
  useAddressToken(token, verify.mutate);

  const home = tokens.signedIn() ? '/invitation' : '/login';
  const homeLabel = tokens.signedIn() ? 'Ke Undangan Saya' : 'Masuk';
  const goHome = (
    <Link to={home} className="ui-button ui-button--primary auth-form__submit">
      {homeLabel}
    </Link>
  );
  if (verify.isSuccess) {
    return (
      <AuthCard
        title="Email terverifikasi"
        lead={`${verify.data.email} sudah terverifikasi. Undangan Anda kini bisa diterbitkan.`}
        footer={null}
      >
        {goHome}
      </AuthCard>
    );
  }
  if (verify.isError || !token) {
    const message = token
      ? refusedTokenMessage(verify.error, 'Email gagal diverifikasi. Coba buka tautannya lagi.')
      : 'Tautan tidak lengkap. Buka tautan persis seperti di email.';
    return (
      <AuthCard title="Verifikasi gagal" lead={message} footer={null}>
        <p className="auth-card__notice">
          Tautan baru bisa diminta dari banner di halaman Undangan Saya setelah Anda masuk.
        </p>
        {goHome}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Memverifikasi email…" lead="Sebentar, kami sedang memeriksa tautan Anda." footer={null}>
      <p className="auth-card__notice" role="status" aria-live="polite">
        Memproses…
      </p>
    </AuthCard>
  );
}
