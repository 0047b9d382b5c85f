import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { songOrDefault } from '../../../engine/music/default-song';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { invitationQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { ownerPageLabel } from '../owner-pages';
import { songFileName } from './music/song-file-check';
import { SongPlayer } from './music/song-player';
import { SongUpload } from './music/song-upload';
import { useSongSave } from './music/use-song-save';
import { SettingsPageFrame } from '../kit/settings-page-frame';
import './music/music-setting.css';
import { truncate } from '../../../engine/format/truncate';

/**
 * 'Musik' (docs/product.md#music): the invitation's song, or the default one, to listen to; a new
 * one uploaded and saved at once; 'Pakai Lagu Bawaan' (asked first) goes back to the default.
 */
export function Component() {
  const { id = '' } = useParams();
  const invitation = useQuery(invitationQuery(id));
  const { outcome, setOutcome, revision, saving, askDefault, setAskDefault, saveSong } = useSongSave(id);
  const [uploading, setUploading] = useState(false);

  if (!invitation.data) {
    return (
      <main className="owner-page">
        <h1 className="owner-page__title">{ownerPageLabel('setting', 'music')}</h1>
        {invitation.error ? (
          <StatusMessage state={{ kind: 'error', text: invitation.error.message }} />
        ) : (
          <p aria-busy="true">Memuat musik…</p>
        )}
      </main>
    );
  }

  const song = invitation.data.song?.trim() || null;

  return (
    <SettingsPageFrame
      title={ownerPageLabel('setting', 'music')}
      lead="Lagu yang diputar saat tamu membuka undangan. Tanpa lagu sendiri, undangan memutar lagu bawaan."
      slug={invitation.data.slug}
      revision={revision}
    >
      <UnsavedChangesPrompt dirty={uploading || saving} />
      <section className="ui-card music-page__card" aria-labelledby="music-current">
        <h2 id="music-current" className="music-page__heading">
          Lagu saat ini
        </h2>
        <SongPlayer
          key={songOrDefault(song)}
          src={songOrDefault(song)}
          title={song ? 'Lagu Anda' : 'Lagu bawaan'}
          detail={song ? truncate(songFileName(song), 40) : 'Instrumental lembut dari Undangan Digital'}
        />
        <div className="music-page__actions">
          <SongUpload
            disabled={saving}
            onBusyChange={setUploading}
            onUploaded={(url) => saveSong(url, 'Lagu tersimpan')}
            onFailed={(text) => setOutcome({ kind: 'error', text })}
          />
          {song && (
            <Button
              variant="secondary"
              disabled={uploading}
              busy={saving && askDefault}
              onClick={() => setAskDefault(true)}
            >
              Pakai Lagu Bawaan
            </Button>
          )}
        </div>
        <StatusMessage state={outcome} />
      </section>
      <ConfirmDialog
        open={askDefault}
        title="Pakai lagu bawaan?"
        confirmLabel="Pakai Lagu Bawaan"
        busy={saving}
        onConfirm={() => void saveSong(null, 'Lagu bawaan dipakai')}
        onCancel={() => setAskDefault(false)}
      >
        <p>Lagu yang Anda unggah tidak diputar lagi; undangan memutar lagu bawaan.</p>
      </ConfirmDialog>
    </SettingsPageFrame>
  );
}
