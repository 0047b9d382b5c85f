import { useId, useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { GuestImportActions } from './guest-import-actions';
import { GuestImportChooseStep } from './guest-import-choose-step';
import { GuestImportPreviewStep } from './guest-import-preview-step';
import { GuestImportProgressStep } from './guest-import-progress-step';
import { useGuestImport } from './use-guest-import';
import { useStepHeadingFocus } from './use-step-heading-focus';
import './guest-import.css';

/**
 * 'Impor Tamu dari CSV' (docs/product.md#guest-import): the owner picks a CSV file, sees every row
 * checked (ready, a problem, already a guest) before anything is written, then imports the ready
 * rows in calls of GUEST_IMPORT_BATCH_MAX with their progress; a failed call can be tried again from
 * where it stopped, and closing while importing asks first.
 */
export function GuestImportDialog({ invitationId, onClose }: { invitationId: string; onClose: () => void }) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const { step, read, run, chooseAgain, stop } = useGuestImport(invitationId);
  const heading = useStepHeadingFocus(step.kind);
  const [askingToStop, setAskingToStop] = useState(false);

  const requestClose = () => (step.kind === 'importing' ? setAskingToStop(true) : onClose());

  const stopImporting = () => {
    stop();
    setAskingToStop(false);
    onClose();
  };

  return (
    <>
      <dialog
        ref={ref}
        className="ui-dialog guest-import"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          requestClose();
        }}
      >
        <h2 id={titleId} className="ui-dialog__title">
          Impor Tamu dari CSV
        </h2>
        <div className="guest-import__body">
          {(step.kind === 'choose' || step.kind === 'reading') && (
            <GuestImportChooseStep step={step} onFile={(file) => void read(file)} heading={heading} />
          )}
          {step.kind === 'preview' && <GuestImportPreviewStep read={step} heading={heading} />}
          {(step.kind === 'importing' || step.kind === 'failed' || step.kind === 'done') && (
            <GuestImportProgressStep step={step} heading={heading} />
          )}
        </div>
        <GuestImportActions
          step={step}
          onChooseAgain={chooseAgain}
          onImport={(file, from) => void run(file, from)}
          onStop={requestClose}
          onClose={onClose}
        />
      </dialog>
      <ConfirmDialog
        open={askingToStop}
        title="Hentikan impor?"
        confirmLabel="Hentikan impor"
        cancelLabel="Lanjutkan impor"
        danger
        onConfirm={stopImporting}
        onCancel={() => setAskingToStop(false)}
      >
        <p>Tamu yang sudah terkirim tetap tersimpan; sisanya tidak diimpor.</p>
      </ConfirmDialog>
    </>
  );
}
