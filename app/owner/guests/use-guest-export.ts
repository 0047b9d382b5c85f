import { useState } from 'react';
import { guestsCsv } from '../../../engine/guests/guest-csv-export';
import type { GuestListQuery } from '../../../schemas/requests/guests';
import { downloadFile } from '../kit/download-file';
import type { GuestEvents } from './guest-fact-cells';
import { allGuests } from '../kit/guest-list-query';
import { personalLink } from '../kit/personal-link';
import { errorText } from '../../api/error-text';

export type GuestExport = 'all' | 'answers';

/** What each export reads, and the file it downloads as. */
const EXPORTS: Record<
  GuestExport,
  { query: Omit<GuestListQuery, 'page' | 'pageSize'>; file: (slug: string) => string }
> = {
  all: { query: {}, file: (slug) => `tamu-${slug}.csv` },
  answers: { query: { rsvp: 'answered' }, file: (slug) => `rsvp-${slug}.csv` },
};

/**
 * 'Ekspor CSV' (every guest) and 'Ekspor jawaban RSVP' (the guests who answered): read from the API
 * in full, written as CSV with each guest's answers per event and personal link, and downloaded.
 * `running` says which one is under way; a failure is said through `onError`.
 */
export function useGuestExport({
  invitationId,
  slug,
  events,
  onError,
}: {
  invitationId: string;
  slug: string;
  events: GuestEvents;
  onError: (message: string) => void;
}) {
  const [running, setRunning] = useState<GuestExport | null>(null);
  const run = async (kind: GuestExport) => {
    setRunning(kind);
    try {
      const guests = await allGuests(invitationId, EXPORTS[kind].query);
      downloadFile(
        EXPORTS[kind].file(slug),
        guestsCsv(guests, [...events], (code: string) => personalLink(slug, code)),
      );
    } catch (error) {
      onError(errorText(error));
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}
