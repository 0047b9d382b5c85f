import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountCalls } from '../../api/auth-calls';
import { errorText } from '../../api/error-text';
import { queryClient } from '../../queries/query-client';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { AccountSection } from './account-section';

/** Sesi: signs the account out of every device, this one too (asked first); then the sign-in page. */
export function SessionsSection() {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<StatusState>(null);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await accountCalls.logoutEverywhere();
      queryClient.clear();
      await navigate('/login', {
        replace: true,
        state: { notice: 'Anda sudah keluar dari semua perangkat. Masuk lagi untuk melanjutkan.' },
      });
    } catch (failure) {
      setAsking(false);
      setOutcome({ kind: 'error', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection
      title="Sesi"
      lead="Lupa keluar di ponsel atau komputer lain? Keluarkan akun Anda dari semua perangkat sekaligus."
    >
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Keluar dari semua perangkat
      </Button>
      <StatusMessage state={outcome} />
      <ConfirmDialog
        open={asking}
        title="Keluar dari semua perangkat?"
        confirmLabel="Keluar dari semua"
        busy={busy}
        onConfirm={() => void signOutEverywhere()}
        onCancel={() => setAsking(false)}
      >
        <p>Semua perangkat yang masuk ke akun ini, termasuk perangkat ini, akan keluar.</p>
        <p>Anda perlu masuk lagi dengan email dan kata sandi.</p>
      </ConfirmDialog>
    </AccountSection>
  );
}
