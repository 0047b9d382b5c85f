import { useMutation, useQuery } from '@tanstack/react-query';
import { authCalls } from '../../api/auth-calls';
import { failureMessageOf } from '../../../engine/errors/failure-messages';
import { meQuery } from '../../queries/owner-queries';
import './verify-email-banner.css';

/**
 * Above every owner page while the account's e-mail is not verified: what it blocks (publishing),
 * where the link went, and a button that mails a new one (limited by the API; its message is said).
 */
export function VerifyEmailBanner() {
  const { data: me } = useQuery(meQuery());
  const resend = useMutation({ mutationFn: authCalls.resendVerification });
  if (!me || me.email_verified_at) return null;
  return (
    <section className="verify-banner" aria-labelledby="verify-banner-title">
      <div className="verify-banner__text">
        <h2 id="verify-banner-title">Verifikasi email Anda</h2>
        <p>
          Buka tautan yang kami kirim ke <strong>{me.email}</strong> agar undangan bisa diterbitkan. Semua yang lain
          sudah bisa Anda kerjakan.
        </p>
        <p className="verify-banner__outcome" role={resend.isError ? 'alert' : 'status'}>
          {resend.isSuccess && `Tautan baru sudah dikirim ke ${me.email}. Cek juga folder spam.`}
          {resend.isError && failureMessageOf(resend.error, 'Tautan gagal dikirim. Coba lagi.')}
        </p>
      </div>
      <button
        type="button"
        className="verify-banner__resend"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Mengirim…' : 'Kirim ulang tautan'}
      </button>
    </section>
  );
}
