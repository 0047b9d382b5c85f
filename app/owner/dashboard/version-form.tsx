import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { invitationCalls } from '../../api/invitation-calls';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { UNKNOWN_ERROR } from '../../../engine/errors/failure-messages';
import { versionsChanged } from './versions-changed';

type Fields = { version_name: string; slug: string };
const EMPTY: Fields = { version_name: '', slug: '' };

/**
 * 'Buat Versi': a name, and a slug only if the owner wants one (the server otherwise gives
 * `<slug>-<n>`). The server's message shows at its field; what was typed stays on a failure.
 */
export function VersionForm({ invitationId, onCreated }: { invitationId: string; onCreated: (text: string) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: keyof Fields) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const name = values.version_name.trim();
    if (!name) return setErrors({ version_name: 'Nama versi wajib diisi' });
    const slug = values.slug.trim();
    setBusy(true);
    try {
      const version = await invitationCalls.createVersion({
        invitation_id: invitationId,
        version_name: name,
        ...(slug ? { slug } : {}),
      });
      await versionsChanged(invitationId);
      setValues(EMPTY);
      setErrors({});
      onCreated(`Versi "${version.version_name ?? name}" dibuat dengan tautan /${version.slug}.`);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const named = (apiError?.errors ?? []).filter((e) => e.field in EMPTY);
      if (named.length) setErrors(Object.fromEntries(named.map((e) => [e.field, e.message])));
      else setFailure(apiError?.message ?? UNKNOWN_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="dashboard-version-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="dashboard-version-form__title">Versi baru</h3>
      <TextField
        label="Nama versi"
        value={values.version_name}
        onChange={change('version_name')}
        error={errors.version_name}
        maxLength={100}
        required
      />
      <TextField
        label="Slug (opsional)"
        hint="Kosongkan agar tautan dibuat otomatis."
        value={values.slug}
        onChange={change('slug')}
        error={errors.slug}
        maxLength={100}
        autoCapitalize="none"
        spellCheck={false}
      />
      <StatusMessage state={failure ? { kind: 'error', text: failure } : null} />
      <Button type="submit" busy={busy}>
        Buat Versi
      </Button>
      <UnsavedChangesPrompt dirty={Boolean(values.version_name.trim() || values.slug.trim())} />
    </form>
  );
}
