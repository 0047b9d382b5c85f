import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { eventCalls } from '../../api/event-calls';
import { invitationCalls } from '../../api/invitation-calls';
import { ownerKeys } from '../../queries/owner-queries';
import {
  invitationRequest,
  mainEventRequest,
  missingFields,
  serverErrors,
  type FormErrors,
  type NewInvitationForm,
} from './new-invitation-form';

/**
 * Creating the invitation from the form, then its main event; a retry after a failed event adds
 * only the event. The form's own checks come first: nothing is sent while a field is missing. A
 * refusal is said at its fields (`onErrors`) and in `failure`; once created (`created`: the page is
 * no longer dirty, so the unsaved-changes prompt lets the owner through) the owner lands on the
 * invitation's dashboard.
 */
export function useInvitationCreation(onErrors: (errors: FormErrors) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  /** The invitation made by an earlier attempt whose event failed: a retry adds only the event. */
  const made = useRef<string | null>(null);

  const create = useMutation({
    mutationFn: async (values: NewInvitationForm) => {
      made.current ??= (await invitationCalls.create(invitationRequest(values))).id;
      await eventCalls.create(made.current, mainEventRequest(values, made.current));
      return made.current;
    },
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: ownerKeys.mine });
      setCreatedId(id);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setFailure('Undangan belum bisa dibuat. Coba lagi.');
      const { fields, rest } = serverErrors(error.errors);
      if (error.status === 409 && !error.errors.length) fields.slug = error.message;
      onErrors(fields);
      setFailure(
        rest.length ? rest.join(' ') : Object.keys(fields).length ? 'Periksa isian yang ditandai.' : error.message,
      );
    },
  });

  // Leave only once the page is no longer dirty, so the unsaved-changes prompt lets the owner through.
  useEffect(() => {
    if (createdId) void navigate(`/invitation/${encodeURIComponent(createdId)}`, { replace: true });
  }, [createdId, navigate]);

  return {
    created: createdId !== null,
    pending: create.isPending,
    failure,
    submit(form: NewInvitationForm) {
      setFailure(null);
      const missing = missingFields(form);
      if (Object.keys(missing).length) {
        onErrors(missing);
        setFailure('Periksa isian yang ditandai.');
        return;
      }
      create.mutate(form);
    },
  };
}
