import { Link } from 'react-router';

/**
 * What a signed-in account that is no operator's sees at /admin (the console API's 403): whose
 * account this is, and the way back to its own invitations.
 */
export function OperatorsOnlyPage({ email }: { email: string }) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="operators-only-title">
        <h1 id="operators-only-title">Halaman ini khusus operator</h1>
        <p className="auth-card__lead">
          Akun {email} bukan akun operator, jadi konsol operator tidak dapat dibuka. Kelola undangan Anda dari halaman
          Undangan Saya.
        </p>
        <Link className="ui-button ui-button--primary" to="/invitation">
          Kembali ke Undangan Saya
        </Link>
      </section>
    </div>
  );
}
