import { formDataFrom } from '../../../engine/editor/form-data';
import type { Schema } from '../../../schemas/json-schema';
import type { InvitationDetail } from '../../../schemas/responses/owner-invitations';
import type { WriteBasis, Written } from '../../api/write-basis';
import { ownerKeys } from '../../queries/owner-queries';
import { SchemaSettingsPage, type SettingsFormProps } from '../kit/schema-settings-page';

/**
 * A settings page over the invitation's own fields (Pengaturan › Umum, Thumbnail): its form keyed by
 * the invitation and filled from it, each save followed by the invitation read again; each based on
 * the invitation's version.
 */
export function InvitationFieldsSettingsPage<T extends Record<string, unknown>>({
  invitationId,
  invitation,
  title,
  lead,
  form,
  send,
}: {
  invitationId: string;
  invitation: InvitationDetail;
  title: string;
  lead: string;
  /** The form but its key and data, which come from the invitation (its schema an object's). */
  form: Omit<SettingsFormProps<T>, 'formKey' | 'formData' | 'schema'> & { schema: Exclude<Schema, boolean> };
  send: (data: T, basis: WriteBasis) => Promise<Written<unknown>>;
}) {
  return (
    <SchemaSettingsPage<T>
      frame={{ title, lead, slug: invitation.slug }}
      form={{ ...form, formKey: invitationId, formData: formDataFrom(form.schema, invitation) as T }}
      openedAt={invitation.version}
      send={send}
      saved={ownerKeys.invitation(invitationId)}
    />
  );
}
