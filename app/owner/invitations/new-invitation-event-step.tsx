import { NewInvitationStep } from './new-invitation-step';
import { NewInvitationTextField } from './new-invitation-text-field';
import type { NewInvitationDraft } from './use-new-invitation-draft';

/** Step 2, 'Acara utama': the reception's date, time (WIB), venue and address. */
export function NewInvitationEventStep({ draft }: { draft: NewInvitationDraft }) {
  return (
    <NewInvitationStep id="step-event" number={2} title="Acara utama">
      <p className="new-invitation__note">Resepsi: tanggal, jam (WIB) dan tempatnya. Acara lain bisa ditambah nanti.</p>
      <div className="new-invitation__row">
        <NewInvitationTextField draft={draft} name="date" label="Tanggal" type="date" />
        <NewInvitationTextField draft={draft} name="time" label="Jam" type="time" />
      </div>
      <NewInvitationTextField
        draft={draft}
        name="venue"
        label="Tempat"
        autoComplete="off"
        maxLength={200}
        placeholder="Gedung Serbaguna Melati"
      />
      <NewInvitationTextField
        draft={draft}
        name="address"
        label="Alamat"
        autoComplete="street-address"
        placeholder="Jl. Mawar No. 1, Bandung"
      />
    </NewInvitationStep>
  );
}
