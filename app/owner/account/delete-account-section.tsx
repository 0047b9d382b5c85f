import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AccountDetails } from '../../../schemas/responses/account';
import { ApiError } from '../../api/client';
import { accountCalls } from '../../api/auth-calls';
import { errorText } from '../../api/error-text';
import { ownerKeys } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { AccountSection } from './account-section';

/** What goes with the account, said before it is deleted. */
const LOST = [
  'profil Anda: nama, foto dan email',
  'semua foto dan berkas yang pernah Anda unggah',
  'semua sesi: setiap perangkat langsung keluar',
];

/** An account that owns invitations: why it cannot go yet, and each invitation to hand over or delete. */
function OwnedInvitations({ invitations }: { invitations: AccountDetails['owned_invitations'] }) {
  return (
    <div className="account-owned">
      <p>
        Akun ini masih memiliki {invitations.length} undangan. Sebelum akun bisa dihapus, serahkan setiap undangan
        kepada anggota lain (Anggota › Jadikan pemilik) atau hapus undangannya:
      </p>
      <ul className="account-owned__list">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <Link to={`/invitation/${invitation.id}`}>/{invitation.slug}</Link>
            {' · '}
            <Link to={`/invitation/${invitation.id}/setting/members`}>Serahkan kepada anggota</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Hapus akun: the danger zone. It names what is lost; an account that owns invitations lists them
 * instead (each must be handed over or deleted first). Deleting asks first, with the password (or,
 * for an account without one, its e-mail typed out); a refusal is said in the dialog, what was typed stays.
 */
export function DeleteAccountSection({ account }: { account: AccountDetails }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const field = account.has_password ? 'current_password' : 'confirm_email';

  async function deleteIt() {
    if (!typed.trim()) {
      setFieldError(account.has_password ? 'Kata sandi saat ini wajib diisi' : 'Ketik email akun Anda');
      return;
    }
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    try {
      await accountCalls.deleteAccount({ [field]: typed });
      queryClient.clear();
      await navigate('/login', { replace: true, state: { notice: 'Akun Anda sudah dihapus. Terima kasih.' } });
    } catch (failure) {
      const atField = failure instanceof ApiError ? failure.errors.find((error) => error.field === field) : undefined;
      if (atField) setFieldError(atField.message);
      else setFormError(errorText(failure));
      // Invitations made meanwhile (another tab) are listed.
      if (failure instanceof ApiError && failure.status === 409) {
        await queryClient.invalidateQueries({ queryKey: ownerKeys.account });
      }
    } finally {
      setBusy(false);
    }
  }

  const owned = account.owned_invitations;
  return (
    <AccountSection title="Hapus akun" danger lead="Akun yang dihapus tidak bisa dikembalikan.">
      {owned.length > 0 ? (
        <OwnedInvitations invitations={owned} />
      ) : (
        <>
          <p>Yang ikut terhapus selamanya:</p>
          <ul className="account-lost">
            {LOST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Button variant="danger" onClick={() => setAsking(true)}>
            Hapus akun
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title="Hapus akun selamanya?"
        confirmLabel="Hapus akun selamanya"
        danger
        busy={busy}
        onConfirm={() => void deleteIt()}
        onCancel={() => {
          setAsking(false);
          setFormError(null);
        }}
      >
        <p>
          Akun {account.user.email} akan dihapus bersama {LOST.join('; ')}. Ini tidak bisa dibatalkan.
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void deleteIt();
          }}
        >
          <TextField
            label={account.has_password ? 'Kata sandi saat ini' : 'Ketik email akun Anda'}
            type={account.has_password ? 'password' : 'email'}
            autoComplete={account.has_password ? 'current-password' : 'off'}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setFieldError(null);
            }}
            error={fieldError}
          />
        </form>
        <StatusMessage state={formError ? { kind: 'error', text: formError } : null} />
      </ConfirmDialog>
    </AccountSection>
  );
}
