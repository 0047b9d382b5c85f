import { NewInvitationStep } from './new-invitation-step';
import { NewInvitationTextField } from './new-invitation-text-field';
import type { NewInvitationDraft } from './use-new-invitation-draft';

/** A person's fields: the full name and the nickname, each as long as the server takes it. */
const PERSON_FIELDS = [
  { field: 'Name', label: 'Nama lengkap', maxLength: 100 },
  { field: 'Nickname', label: 'Nama panggilan', maxLength: 50 },
] as const;

/** One of the couple: their full name and their nickname. */
function PersonFields({
  legend,
  person,
  draft,
}: {
  legend: string;
  person: 'groom' | 'bride';
  draft: NewInvitationDraft;
}) {
  return (
    <fieldset className="new-invitation__person">
      <legend className="new-invitation__legend">{legend}</legend>
      {PERSON_FIELDS.map(({ field, label, maxLength }) => (
        <NewInvitationTextField
          key={field}
          draft={draft}
          name={`${person}${field}`}
          label={label}
          autoComplete="off"
          maxLength={maxLength}
        />
      ))}
    </fieldset>
  );
}

/** Step 1, 'Mempelai': the groom's and the bride's full names and nicknames. */
export function NewInvitationCoupleStep({ draft }: { draft: NewInvitationDraft }) {
  return (
    <NewInvitationStep id="step-couple" number={1} title="Mempelai">
      <div className="new-invitation__couple">
        <PersonFields legend="Mempelai pria" person="groom" draft={draft} />
        <PersonFields legend="Mempelai wanita" person="bride" draft={draft} />
      </div>
    </NewInvitationStep>
  );
}
