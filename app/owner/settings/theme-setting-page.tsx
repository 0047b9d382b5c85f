import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { invitationCalls } from '../../api/invitation-calls';
import { invitationQuery, ownerKeys, themesQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { ThemeCatalogue } from '../kit/themes/theme-catalogue';
import { SettingsPageFrame } from '../kit/settings-page-frame';
import './theme-setting-page.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * /invitation/{id}/setting/theme "Tema": the catalogue by category beside the live preview. A
 * choice is saved at once (nothing to lose, so no unsaved-changes prompt) and the preview reloads
 * in the new theme. Themes above the invitation's plan are locked, naming the plan they need.
 */
export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: invitation } = useQuery(invitationQuery(id));
  const themes = useQuery(themesQuery());
  const [revision, setRevision] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = useMutation({
    mutationFn: (theme: string) => invitationCalls.update(id, { theme }),
    onMutate: () => setOutcome(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(id) });
      setRevision((r) => r + 1);
      setOutcome({ kind: 'success', text: 'Tema berhasil diganti' });
    },
    onError: (error) => setOutcome({ kind: 'error', text: `Tema belum bisa diganti. ${error.message}` }),
  });

  if (!invitation) return null;
  const current = themes.data?.find((theme) => theme.slug === invitation.theme);
  return (
    <SettingsPageFrame
      title="Tema"
      lead="Pilih tampilan undangan Anda. Isi undangan tetap sama, hanya tampilannya yang berganti."
      slug={invitation.slug}
      revision={revision}
    >
      {current && (
        <p className="theme-setting__current">
          Tema saat ini: <strong>{current.name}</strong>
        </p>
      )}
      <div className="theme-setting__status">
        <StatusMessage state={outcome} />
      </div>
      {themes.isPending && <p role="status">Memuat tema…</p>}
      {themes.isError && (
        <div role="alert">
          <p className="ui-field__error">Daftar tema belum bisa dimuat.</p>
          <Button variant="secondary" onClick={() => void themes.refetch()}>
            Coba Lagi
          </Button>
        </div>
      )}
      {themes.data && (
        <ThemeCatalogue
          themes={themes.data}
          planTier={invitation.plan?.tier}
          selected={choose.isPending ? choose.variables : invitation.theme}
          selectedLabel={choose.isPending ? 'Menyimpan…' : 'Tema saat ini'}
          busy={choose.isPending}
          headingLevel={2}
          onChoose={(theme) => choose.mutate(theme)}
        />
      )}
    </SettingsPageFrame>
  );
}
