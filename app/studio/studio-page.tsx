import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StudioPreviewMessage } from '../../engine/preview/studio-preview-messages';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { manifestFile, THEME_IDS } from '../../renderers/themes/theme-files';
import { CheckIssues } from './check-issues';
import { ManifestEditor, type ManifestEditorHandle } from './manifest-editor';
import { PreviewFrames } from './preview-frames';
import { readManifestText, saveManifestText } from './studio-calls';
import { studioCheck } from './studio-check';
import './studio.css';

/** A new theme starts as a copy of the one on screen, under a new id and name. */
const asNewTheme = (text: string) =>
  text.replace(/"id"\s*:\s*"[^"]*"/, '"id": "new-theme"').replace(/"name"\s*:\s*"[^"]*"/, '"name": "New theme"');

/**
 * The theme studio (development only: app/router.tsx): a catalogue theme, or a new or pasted one, edited
 * as its manifest's JSON with the schema's help; `npm run themes:check`'s problems at their JSON paths;
 * the demo invitation in it on a phone and a laptop, with or without the couple's photo; and Save,
 * which writes manifests/<id>/manifest.json through the development server.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const themeId = search.get('theme') ?? THEME_IDS[0] ?? '';
  const folder = themeId === 'new' ? undefined : themeId;
  const [text, setText] = useState('');
  const [loadError, setLoadError] = useState<string>();
  const [photo, setPhoto] = useState(false);
  const [status, setStatus] = useState('');
  const editor = useRef<ManifestEditorHandle>(null);

  useEffect(() => {
    if (!folder) return;
    let current = true;
    readManifestText(folder).then(
      (loaded) => current && (setText(loaded), setLoadError(undefined), setStatus('')),
      (error: Error) => current && setLoadError(error.message),
    );
    return () => {
      current = false;
    };
  }, [folder]);

  const checkedText = useDeferredValue(text);
  const check = useMemo(() => (checkedText ? studioCheck(checkedText, folder) : undefined), [checkedText, folder]);
  // The preview keeps the last manifest the engine can draw while the text is broken mid-edit.
  const [drawn, setDrawn] = useState<ThemeManifest>();
  const drawable = check?.drawable ? check.manifest : undefined;
  if (drawable && drawable !== drawn) setDrawn(drawable);
  const shown = useMemo<StudioPreviewMessage | undefined>(() => drawn && { manifest: drawn, photo }, [drawn, photo]);

  const pick = (id: string) => {
    if (id === 'new') setText((current) => asNewTheme(current));
    setSearch({ theme: id });
  };
  const save = async () => {
    const id = check?.manifest?.id;
    if (!id) return;
    let answer = await saveManifestText(id, text, false);
    if ('exists' in answer) {
      if (!window.confirm(`${manifestFile(id)} exists. Overwrite it?`)) return;
      answer = await saveManifestText(id, text, true);
    }
    if ('saved' in answer) setStatus(`Saved ${answer.saved}`);
    else if ('refused' in answer) setStatus(`Not saved: ${answer.refused.message}`);
  };

  return (
    <div className="studio">
      <header className="studio__bar">
        <h1>Theme studio</h1>
        <label>
          Theme{' '}
          <select value={themeId} onChange={(event) => pick(event.target.value)}>
            {THEME_IDS.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
            <option value="new">New / paste…</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={photo} onChange={(event) => setPhoto(event.target.checked)} /> With the
          couple&apos;s photo
        </label>
        <button type="button" className="studio__save" disabled={!check?.manifest} onClick={() => void save()}>
          Save {check?.manifest ? manifestFile(check.manifest.id) : ''}
        </button>
        <span className="studio__status" role="status">
          {loadError ?? status}
        </span>
      </header>
      <div className="studio__main">
        <section className="studio__edit" aria-label="Manifest">
          <ManifestEditor ref={editor} text={text} onChange={setText} />
          {check ? (
            <CheckIssues issues={check.issues} onShow={(pointer) => editor.current?.showPointer(pointer)} />
          ) : null}
        </section>
        <section className="studio__preview" aria-label="Preview">
          <PreviewFrames message={shown} />
        </section>
      </div>
    </div>
  );
}
