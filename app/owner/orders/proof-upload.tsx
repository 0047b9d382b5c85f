import { useId } from 'react';
import { MEDIA_LIMITS } from '../../../schemas/requests/media';
import { UploadStatus } from '../../forms/widgets/upload-status';
import { useProofUpload } from './use-proof-upload';
import './proof-upload.css';

/**
 * 'Unggah bukti transfer': a photo or screenshot of the transfer, checked and uploaded with its
 * progress; once sent it is shown, and may be replaced while the order waits.
 */
export function ProofUpload({
  invitationId,
  orderId,
  proofUrl,
}: {
  invitationId: string;
  orderId: string;
  proofUrl: string | null | undefined;
}) {
  const { progress, shrinking, error, send } = useProofUpload(invitationId, orderId);
  const statusId = useId();
  const busy = progress !== null;
  return (
    <div className="proof-upload">
      {proofUrl && <img className="proof-upload__image" src={proofUrl} alt="Bukti transfer yang terkirim" />}
      <label className={`ui-button ui-button--${proofUrl ? 'secondary' : 'primary'} proof-upload__button`}>
        {busy ? 'Mengunggah…' : proofUrl ? 'Ganti bukti transfer' : 'Unggah bukti transfer'}
        <input
          type="file"
          className="proof-upload__input"
          accept={MEDIA_LIMITS.image.accept}
          disabled={busy}
          aria-describedby={statusId}
          onChange={(event) => {
            const input = event.currentTarget;
            void send(input.files?.[0]).finally(() => (input.value = ''));
          }}
        />
      </label>
      <p className="proof-upload__hint">
        Foto atau tangkapan layar bukti transfer: JPEG, PNG atau WebP; foto di atas 10 MB diperkecil otomatis.
      </p>
      <UploadStatus
        id={statusId}
        progress={progress}
        shrinking={shrinking}
        error={error}
        className="proof-upload__progress"
        label="Mengunggah bukti transfer"
      />
    </div>
  );
}
