import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { failureMessageOf } from '../../../engine/errors/failure-messages';
import { usherSession, venueCalls } from '../../api/guestbook-calls';
import { appPathOf } from '../../../engine/format/app-path';
import { Button } from '../../ui/button';
import '../../ui/owner.css';
import '../venue.css';
import { useOfflineShell } from '../offline-shell';
import { TextField } from '../../ui/text-field';
import { checkInPath } from '../venue-paths';
import { tidyUsherCode, usherCodeError } from './usher-code';
import './usher-sign-in.css';

const FAILED = 'Gagal masuk. Periksa koneksi lalu coba lagi.';

/**
 * /guestbook and /guestbook/:code: an usher signs in with the 8-character code the couple gave them
 * (a link with the code signs in at once) and goes to the check-in page of that one invitation.
 */
export function Component() {
  const { code: linkCode } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useOfflineShell('/guestbook');
  const [code, setCode] = useState(() => tidyUsherCode(linkCode ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = usherSession.read();
  const triedLink = useRef(false);

  async function signIn(typed: string) {
    const tidy = tidyUsherCode(typed);
    const invalid = usherCodeError(tidy);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const session = await venueCalls.signIn(tidy);
      usherSession.save(session);
      navigate(checkInPath(session.invitation_id), { replace: true });
    } catch (failure) {
      setError(failureMessageOf(failure, FAILED));
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!linkCode || triedLink.current) return;
    triedLink.current = true;
    void signIn(linkCode);
    // Once, for the code the link carries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(code);
  };
  const next = appPathOf(search.get('next'));

  return (
    <main className="venue-app usher-sign-in">
      <div className="usher-sign-in__card">
        <p className="usher-sign-in__eyebrow">Buku Tamu</p>
        <h1 className="usher-sign-in__title">Masuk sebagai penerima tamu</h1>
        <p className="usher-sign-in__lead">Ketik kode akses 8 karakter dari pemilik undangan.</p>
        <form className="usher-sign-in__form" onSubmit={submit} noValidate>
          <TextField
            block="venue-field"
            label="Kode akses"
            className="usher-sign-in__code"
            value={code}
            onChange={(event) => {
              setCode(tidyUsherCode(event.target.value).slice(0, 8));
              setError(null);
            }}
            error={error}
            placeholder="ABCD2345"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            maxLength={12}
            enterKeyHint="go"
            autoFocus={!linkCode}
            disabled={busy}
          />
          <Button type="submit" className="venue-wide venue-big" busy={busy}>
            {busy ? 'Memeriksa kode…' : 'Masuk'}
          </Button>
        </form>
        {current && (
          <p className="usher-sign-in__resume">
            Anda masih masuk sebagai <strong>{current.name}</strong>.{' '}
            <Link to={checkInPath(current.invitation_id)}>Buka buku tamu</Link>
          </p>
        )}
      </div>
      <p className="usher-sign-in__owner">
        Pemilik undangan?{' '}
        <Link to={next?.startsWith('/invitation/') ? `/login?next=${encodeURIComponent(next)}` : '/login'}>
          Masuk dengan email
        </Link>
      </p>
    </main>
  );
}
