import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invitationCalls } from '../../../api/invitation-calls';
import { ownerKeys } from '../../../queries/owner-queries';
import type { StatusState } from '../../../ui/status-message';

/**
 * The invitation's song saved (an uploaded one's address, or none for the default), then the
 * invitation read again and the preview reloaded (`revision`); `saving` while it runs, its
 * `outcome` after. `askDefault` is the question before going back to the default song, closed
 * when a save is over.
 */
export function useSongSave(invitationId: string) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<StatusState>(null);
  const [revision, setRevision] = useState(0);
  const [saving, setSaving] = useState(false);
  const [askDefault, setAskDefault] = useState(false);

  const saveSong = async (next: string | null, success: string) => {
    setSaving(true);
    setOutcome(null);
    try {
      await invitationCalls.update(invitationId, { song: next });
      await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });
      setRevision((n) => n + 1);
      setOutcome({ kind: 'success', text: success });
    } catch (error) {
      setOutcome({ kind: 'error', text: `Lagu gagal disimpan. ${error instanceof Error ? error.message : ''}`.trim() });
    } finally {
      setSaving(false);
      setAskDefault(false);
    }
  };

  return { outcome, setOutcome, revision, saving, askDefault, setAskDefault, saveSong };
}
