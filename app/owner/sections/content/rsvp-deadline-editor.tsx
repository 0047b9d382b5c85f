import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mainEvent } from '../../../../engine/content/main-event';
import { rsvpClosedAt, rsvpDeadlineText } from '../../../../engine/content/rsvp-deadline';
import { zoneOf } from '../../../../engine/format/zoned-date-time';
import { rsvpDeadlineFormSchema, type RsvpDeadlineForm } from '../../../../schemas/requests/owner-rsvp';
import { invitationCalls } from '../../../api/invitation-calls';
import { SchemaForm } from '../../../forms/schema-form';
import { invitationQuery, ownerKeys } from '../../../queries/owner-queries';
import type { ContentEditorProps } from '../content-editor';
import './rsvp-deadline-editor.css';

/**
 * Batas konfirmasi kehadiran (docs/product.md#rsvp-deadline), above the RSVP section's settings: a day
 * on the calendar and a time, in the main event's zone, like an event's; emptied, there is none. The
 * invitation's, kept on its root whichever version is open; after it guests read that the RSVP is
 * closed, and the owner still changes answers in Daftar Tamu.
 */
export function RsvpDeadlineEditor({ invitationId, content, onDirtyChange }: ContentEditorProps) {
  const queryClient = useQueryClient();
  const { data: invitation } = useQuery(invitationQuery(invitationId));
  // Whether it has passed, as of when the page opened (or last saved: the form below is keyed by it).
  const [openedAt] = useState(() => Date.now());
  if (!invitation) return null;
  const deadline = invitation.rsvp_deadline;
  const zone = zoneOf(mainEvent(content.events)?.extra?.timezone);
  const save = async ({ rsvp_deadline }: RsvpDeadlineForm) => {
    await invitationCalls.setRsvpDeadline(invitationId, { rsvp_deadline: rsvp_deadline ?? null });
    await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });
  };
  return (
    <section className="rsvp-deadline" aria-labelledby="rsvp-deadline-heading">
      <h2 id="rsvp-deadline-heading" className="rsvp-deadline__heading">
        Batas konfirmasi kehadiran
      </h2>
      {deadline && rsvpClosedAt(deadline, openedAt) ? (
        <p className="ui-status ui-status--error" role="status">
          Konfirmasi kehadiran sudah ditutup sejak {rsvpDeadlineText(deadline, content.events)}. Tamu tidak dapat
          mengubah jawabannya; Anda tetap dapat mencatat jawaban di Daftar Tamu.
        </p>
      ) : null}
      <SchemaForm<RsvpDeadlineForm>
        key={deadline ?? 'none'}
        idPrefix="rsvp-deadline"
        schema={rsvpDeadlineFormSchema}
        uiSchema={{
          rsvp_deadline: {
            'ui:widget': 'dateTime',
            // The heading above names it already.
            'ui:title': 'Tanggal dan jam',
            'ui:options': { timezone: zone },
            'ui:help': 'Setelah waktu ini tamu tidak dapat mengisi atau mengubah RSVP. Kosongkan bila tidak ada batas.',
          },
        }}
        formData={deadline ? { rsvp_deadline: deadline } : {}}
        submitLabel="Simpan Batas Waktu"
        onSubmit={save}
        onDirtyChange={onDirtyChange}
      />
    </section>
  );
}
