import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { WishModerationMode } from '../../../schemas/requests/wish-moderation';
import { wishModerationCalls } from '../../api/wish-moderation-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { wishModerationQuery } from '../../queries/owner-wish-queries';
import { StatusMessage } from '../../ui/status-message';
import { useReportedWrite } from '../kit/use-reported-write';
import './wish-moderation-setting.css';

const MODES: readonly { key: WishModerationMode; label: string; hint: string; saved: string }[] = [
  {
    key: 'instant',
    label: 'Langsung tampil',
    hint: 'Ucapan tamu langsung muncul di halaman undangan. Anda tetap bisa menyembunyikannya kapan saja.',
    saved: 'Ucapan baru kini langsung tampil di undangan.',
  },
  {
    key: 'approval',
    label: 'Setelah Anda setujui',
    hint: 'Ucapan baru disimpan di "Menunggu" sampai Anda menyetujuinya. Tamu yang menulisnya tetap melihat ucapannya terkirim.',
    saved: 'Ucapan baru kini tampil setelah Anda setujui.',
  },
];

/**
 * 'Tampilkan ucapan' (docs/product.md#wish-moderation): whether a guest's wish shows at once or after
 * the owner approves it, saved as soon as it is chosen. The wishes already waiting keep waiting.
 */
export function WishModerationSetting({ invitationId }: { invitationId: string }) {
  const queryClient = useQueryClient();
  const name = useId();
  const mode = useQuery(wishModerationQuery(invitationId));
  const { busy, outcome, run } = useReportedWrite();
  // The choice shows at once while it is saved, and goes back if saving fails.
  const [choosing, setChoosing] = useState<WishModerationMode | null>(null);
  const current = choosing ?? mode.data?.wish_moderation;
  const choose = (choice: (typeof MODES)[number]) => {
    setChoosing(choice.key);
    return run(
      async () => {
        const saved = await wishModerationCalls.setMode(invitationId, choice.key);
        queryClient.setQueryData(wishModerationQuery(invitationId).queryKey, saved);
        await queryClient.invalidateQueries({ queryKey: ownerKeys.summary(invitationId) });
      },
      choice.saved,
      () => setChoosing(null),
    );
  };
  return (
    <fieldset className="ui-card wish-moderation" aria-busy={busy || mode.isPending} disabled={busy || !current}>
      <legend className="wish-moderation__title">Tampilkan ucapan tamu</legend>
      <div className="wish-moderation__choices">
        {MODES.map((choice) => (
          <label key={choice.key} className="wish-moderation__choice">
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={current === choice.key}
              onChange={() => void choose(choice)}
              aria-labelledby={`${name}-${choice.key}-label`}
              aria-describedby={`${name}-${choice.key}-hint`}
            />
            <span className="wish-moderation__label" id={`${name}-${choice.key}-label`}>
              {choice.label}
            </span>
            <span className="wish-moderation__hint" id={`${name}-${choice.key}-hint`}>
              {choice.hint}
            </span>
          </label>
        ))}
      </div>
      {mode.isError && <StatusMessage state={{ kind: 'error', text: mode.error.message }} />}
      <StatusMessage state={outcome} />
    </fieldset>
  );
}
