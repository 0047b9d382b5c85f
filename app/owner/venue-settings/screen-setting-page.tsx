import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { announceGreetingSettings } from '../../../engine/chrome/greeting-settings-channel';
import { guestbookSettingsSchema, type GuestbookSettings } from '../../../schemas/requests/guestbook';
import { guestbookSettingsUi } from '../../../schemas/requests/guestbook-settings.ui';
import { errorText } from '../../api/error-text';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { SchemaForm } from '../../forms/schema-form';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { guestbookKeys, guestbookSettingsQuery } from '../../queries/guestbook-queries';
import { invitationQuery } from '../../queries/owner-queries';
import { StatusMessage } from '../../ui/status-message';
import { useSchemaSettings } from '../kit/use-schema-settings';
import { useVersionedWrite } from '../kit/use-versioned-write';
import { backToListLoader } from '../kit/back-to-list-loader';
import { closureOf, GuestbookOffNotice, useGuestbookGate } from './guestbook-off-notice';
import { ScreenDisplayCard } from './screen-display-card';
import { ScreenLayoutWidget } from './screen-layout-widget';
import { ScreenPreview } from './screen-preview';
import './guestbook-owner.css';
import './screen-setting-page.css';

export const loader = backToListLoader(invitationQuery);

const widgets = { greetingLayout: ScreenLayoutWidget };

/**
 * Buku Tamu › Layar Sapaan (docs/product.md#greeting-screen): the greeting screen's settings (layout,
 * seconds, the table shown or not) beside a preview of the screen that tries them, and the way to the
 * display for the hall's television or projector.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(id));
  const gate = useGuestbookGate(id);
  const settings = useQuery({ ...guestbookSettingsQuery(id), enabled: gate.open });
  const { dirty, setDirty, saveWith } = useSchemaSettings();
  const [draft, setDraft] = useState<GuestbookSettings | null>(null);
  // Saves are based on the version read (docs/product.md#no-lost-edit).
  const { write, keepEditing } = useVersionedWrite(settings.data?.meta.version);
  if (!invitation) return null;

  const closure = gate.closure ?? closureOf(settings.error);
  const save = saveWith(async (changed: GuestbookSettings) => {
    const saved = await write((basis) => guestbookOwnerCalls.saveSettings(id, changed, basis));
    announceGreetingSettings(id, saved);
  }, guestbookKeys.settings(id));
  const shown = draft ?? settings.data?.data;

  return (
    <main className="owner-page gb-page screen-setting">
      <h1 className="owner-page__title">Layar Sapaan</h1>
      <p className="owner-page__lead">
        Layar di gedung yang menyapa setiap tamu dengan namanya saat tamu di-check-in di pintu masuk.
      </p>
      {closure ? (
        <GuestbookOffNotice invitationId={id} closure={closure} />
      ) : (
        <>
          <ScreenDisplayCard invitationId={id} />
          {settings.error ? (
            <StatusMessage state={{ kind: 'error', text: errorText(settings.error) }} />
          ) : !settings.data || !shown ? (
            <p aria-busy="true">Memuat…</p>
          ) : (
            <div className="screen-setting__grid">
              <section className="ui-card screen-setting__form" aria-labelledby="screen-setting-form">
                <h2 className="gb-section-title" id="screen-setting-form">
                  Pengaturan sapaan
                </h2>
                <SchemaForm<GuestbookSettings>
                  key={id}
                  schema={guestbookSettingsSchema}
                  uiSchema={guestbookSettingsUi}
                  widgets={widgets}
                  formData={settings.data.data}
                  onChange={setDraft}
                  onSubmit={save}
                  onKeepEditing={keepEditing}
                  onDirtyChange={setDirty}
                />
              </section>
              <section className="screen-setting__preview" aria-label="Pratinjau">
                <ScreenPreview slug={invitation.slug} settings={shown} />
              </section>
            </div>
          )}
        </>
      )}
      <UnsavedChangesPrompt dirty={dirty} />
    </main>
  );
}
