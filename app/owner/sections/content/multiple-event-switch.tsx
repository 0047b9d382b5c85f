import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorText } from '../../../api/error-text';
import { invitationCalls } from '../../../api/invitation-calls';
import { invitationQuery, ownerKeys } from '../../../queries/owner-queries';
import { useVersionedWrite } from '../../kit/use-versioned-write';

/**
 * Above the events (docs/product.md#rsvp): with two events or more, whether guests pick the events
 * they attend in the RSVP ('Tamu memilih acara yang dihadiri', on by itself once a second event is
 * added; the owner may turn it off); with one event the switch is not offered and is off. The events
 * saved change the invitation's switch on the server, so a change of their number reads it again.
 */
export function MultipleEventSwitch({ invitationId, savedEvents }: { invitationId: string; savedEvents: number }) {
  const queryClient = useQueryClient();
  const { data: invitation } = useQuery(invitationQuery(invitationId));
  const { write } = useVersionedWrite(invitation?.version);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const helpId = useId();
  const switchId = useId();

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId), exact: true });
  }, [queryClient, invitationId, savedEvents]);

  if (!invitation) return null;
  if (savedEvents < 2) {
    return (
      <p className="multiple-event-switch multiple-event-switch--single">
        Dengan dua acara atau lebih (mis. akad dan resepsi), tamu memilih acara yang dihadiri saat mengisi RSVP.
      </p>
    );
  }

  const change = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      await write((basis) => invitationCalls.update(invitationId, { use_multiple_event: on }, basis));
      await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId), exact: true });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="multiple-event-switch">
      <label className="schema-switch" htmlFor={switchId}>
        <input
          type="checkbox"
          role="switch"
          id={switchId}
          className="schema-switch__input"
          checked={invitation.use_multiple_event}
          disabled={busy || invitation.my_role === 'viewer'}
          aria-describedby={helpId}
          onChange={(event) => void change(event.target.checked)}
        />
        <span className="schema-switch__track" aria-hidden="true" />
        <span className="schema-switch__label">Tamu memilih acara yang dihadiri</span>
      </label>
      <p id={helpId} className="multiple-event-switch__help">
        {invitation.use_multiple_event
          ? 'Di RSVP, tamu mencentang acara yang akan dihadiri, dan jawabannya dihitung per acara.'
          : 'Mati: jawaban tamu dicatat untuk acara utama saja.'}
      </p>
      {failure && (
        <p className="ui-field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
