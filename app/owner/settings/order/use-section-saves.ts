import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { sectionCalls } from '../../../api/section-calls';
import { ownerKeys } from '../../../queries/owner-queries';
import type { OwnerSection } from '../../../../schemas/responses/owner-sections';

export type SaveOutcome = { kind: 'success' | 'error'; text: string } | null;

/** The settings a section PUT saves whole (title, description, labels, extra), with `is_active` changed. */
export function sectionUpdateOf(section: OwnerSection, is_active: boolean) {
  const { title, description, labels, extra } = section;
  return { title, description, labels, extra, is_active };
}

/**
 * Every change saves at once (docs/product.md#owner-area): the list shows it before the server
 * answers, saves run one after another in the order made, and a refused save puts the list back
 * as the server last confirmed it. `saved` counts successes, for the preview to reload.
 */
export function useSectionSaves(invitationId: string) {
  const queryClient = useQueryClient();
  const key = ownerKeys.sections(invitationId);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [pending, setPending] = useState(0);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [saved, setSaved] = useState(0);

  const current = () => queryClient.getQueryData<OwnerSection[]>(key) ?? [];

  /** Shows `next` now, then runs `save`; its answer (or the last confirmed list) is what stays. */
  function enqueue(next: OwnerSection[], save: () => Promise<OwnerSection[]>, success: string, failure: string) {
    const before = current();
    queryClient.setQueryData(key, next);
    setPending((n) => n + 1);
    setOutcome(null);
    queue.current = queue.current.then(async () => {
      try {
        const answer = await save();
        queryClient.setQueryData(key, answer);
        setSaved((n) => n + 1);
        setOutcome({ kind: 'success', text: success });
      } catch (error) {
        // The list as it was before this change; the server refused it.
        queryClient.setQueryData(key, before);
        void queryClient.invalidateQueries({ queryKey: key });
        const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
        setOutcome({ kind: 'error', text: `${failure}${reason}` });
      } finally {
        setPending((n) => n - 1);
      }
    });
  }

  return {
    pending: pending > 0,
    outcome,
    saved,
    /** Saves the list in this order (every section of the invitation, each once). */
    reorder(next: OwnerSection[]) {
      enqueue(
        next,
        () => sectionCalls.reorder({ invitation_id: invitationId, order: next.map((section) => section.id) }),
        'Urutan tersimpan',
        'Urutan gagal disimpan.',
      );
    },
    /** Turns one section on or off. */
    setActive(section: OwnerSection, is_active: boolean, name: string) {
      const list = current();
      const next = list.map((row) => (row.id === section.id ? { ...row, is_active } : row));
      enqueue(
        next,
        async () => {
          // On the version the list showed: a switch never writes over settings saved meanwhile.
          const { data: updated } = await sectionCalls.update(section.id, sectionUpdateOf(section, is_active), {
            version: section.version,
          });
          return current().map((row) => (row.id === updated.id ? updated : row));
        },
        is_active ? `${name} ditampilkan` : `${name} disembunyikan`,
        `${name} gagal disimpan.`,
      );
    },
  };
}
