import { useId, useRef, useState } from 'react';
import type { User } from '../../../schemas/entities/user.schema';
import type { AccountDetails } from '../../../schemas/responses/account';
import { accountCalls } from '../../api/auth-calls';
import { errorText } from '../../api/error-text';
import { AuthForm } from '../../auth/pages/auth-form';
import { ImageFileInput } from '../../forms/widgets/image-file-input';
import { UploadStatus } from '../../forms/widgets/upload-status';
import { useImageSend } from '../../forms/widgets/use-image-send';
import { ownerKeys } from '../../queries/owner-queries';
import { queryClient } from '../../queries/query-client';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { UserAvatar } from '../kit/user-avatar';
import { AccountSection } from './account-section';
import { useFormOutcome } from './use-form-outcome';

/** The account as the API answered it, everywhere the owner's pages show it (the top bar's menu too). */
async function showProfile(user: User) {
  queryClient.setQueryData(ownerKeys.me, user);
  await queryClient.invalidateQueries({ queryKey: ownerKeys.account });
}

/**
 * Profil: the photo (uploaded and saved at once, or removed) and the name. The top bar shows both
 * as soon as they are saved.
 */
export function ProfileSection({ account }: { account: AccountDetails }) {
  const { user } = account;
  const name = useFormOutcome();
  const photo = useFormOutcome();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { progress, shrinking, error: refusal, setError: setRefusal, send } = useImageSend('profile');
  const [removing, setRemoving] = useState(false);

  async function savePhoto(profile_picture: string | null) {
    // The saved name goes with it: a name being typed is saved only by its own button.
    await showProfile(await accountCalls.updateProfile({ name: user.name, profile_picture }));
  }

  const pick = (file: File | undefined) =>
    send(
      file,
      async (uploaded) => {
        await savePhoto(uploaded.url);
        photo.succeeded('Foto profil tersimpan.');
      },
      {
        onEnd: () => {
          if (input.current) input.current.value = '';
        },
      },
    );

  async function removePhoto() {
    setRemoving(true);
    setRefusal(null);
    try {
      await savePhoto(null);
      photo.succeeded('Foto profil dihapus.');
    } catch (failure) {
      photo.failed(errorText(failure));
    } finally {
      setRemoving(false);
    }
  }

  const busy = progress !== null || removing;
  return (
    <AccountSection title="Profil" lead="Nama dan foto Anda terlihat oleh orang yang mengelola undangan bersama Anda.">
      <div className="account-photo">
        <UserAvatar user={user} className="account-photo__avatar" />
        <div className="account-photo__actions">
          <ImageFileInput
            ref={input}
            id={inputId}
            className="account-photo__input"
            disabled={busy}
            aria-describedby={`${inputId}-status`}
            onFile={(file) => void pick(file)}
          />
          <label htmlFor={inputId} className="ui-button ui-button--secondary account-photo__pick">
            {user.profile_picture ? 'Ganti foto' : 'Pilih foto'}
          </label>
          {user.profile_picture && (
            <Button variant="ghost" busy={removing} disabled={busy} onClick={() => void removePhoto()}>
              Hapus foto
            </Button>
          )}
          <p className="account-photo__hint">JPEG, PNG atau WebP; foto di atas 10 MB diperkecil otomatis.</p>
        </div>
      </div>
      <UploadStatus
        id={`${inputId}-status`}
        progress={progress}
        shrinking={shrinking}
        error={refusal}
        className="account-photo__progress"
        label="Mengunggah foto"
      />
      <StatusMessage state={photo.outcome} />
      <AuthForm
        fields={[{ name: 'name', label: 'Nama', autoComplete: 'name' }]}
        initialValues={{ name: user.name }}
        submit={async (values) => showProfile(await accountCalls.updateProfile(values))}
        onDone={() => name.succeeded('Nama tersimpan.')}
        fallback="Nama gagal disimpan. Coba lagi."
        submitLabel="Simpan nama"
      />
      <StatusMessage state={name.outcome} />
    </AccountSection>
  );
}
