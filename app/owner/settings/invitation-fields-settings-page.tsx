import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formDataFrom } from '../../../engine/editor/form-data';
import type { Schema } from '../../../schemas/json-schema';
import type { InvitationDetail } from '../../../schemas/responses/owner-invitations';
import type { WriteBasis, Written } from '../../api/write-basis';
import { invitationQuery, ownerKeys } from '../../queries/owner-queries';
import { SchemaSettingsPage, type SettingsFormProps } from '../kit/schema-settings-page';

/** A page's form and save over the invitation's fields, made once the invitation (of the address's id) is read. */
type FieldsForm<T extends Record<string, unknown>> = {
  /** The form but its key and data, which come from the invitation (its schema an object's). */
  form: Omit<SettingsFormProps<T>, 'formKey' | 'formData' | 'schema'> & { schema: Exclude<Schema, boolean> };
  send: (data: T, basis: WriteBasis) => Promise<Written<unknown>>;
};

/**
 * A settings page over the invitation's own fields (Pengaturan › Umum, Thumbnail): the invitation of
 * the address read (nothing shown before), its form (`fields`) keyed by the invitation and filled from
 * it, each save followed by the invitation read again; each based on the invitation's version.
 */
export function InvitationFieldsSettingsPage<T extends Record<string, unknown>>({
  title,
  lead,
  fields,
}: {
  title: string;
  lead: string;
  fields: (invitation: InvitationDetail, invitationId: string) => FieldsForm<T>;
}) {
  const { id: invitationId = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(invitationId));
  if (!invitation) return null;
  const { form, send } = fields(invitation, invitationId);
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
