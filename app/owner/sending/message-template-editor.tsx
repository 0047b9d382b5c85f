import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_PLACEHOLDERS, templateOf } from '../../../engine/messages/guest-message';
import { TEXT_MAX } from '../../../schemas/limits';
import {
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageTemplates,
} from '../../../schemas/requests/guest-messages';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { errorText } from '../../api/error-text';
import { guestMessageCalls } from '../../api/guest-message-calls';
import { messageTemplatesQuery } from '../../queries/guest-message-queries';
import { Button } from '../../ui/button';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { guestMessageText, type GuestMessageSource } from '../kit/personal-link';

/** Who the preview is filled in for while the queue has no guest to show. */
const SAMPLE_GUEST = { name: 'Budi Santoso', code: 'contoh', whatsapp_number: null };

/**
 * The template of one kind of message (docs/product.md#sending): a text with placeholders the owner
 * inserts with a tap, a preview filled in with a real guest's data as they type, saved on the
 * invitation; 'Kembalikan ke bawaan' gives the product's text back.
 */
export function MessageTemplateEditor({
  invitationId,
  kind,
  slug,
  source,
  guest,
}: {
  invitationId: string;
  kind: MessageKind;
  slug: string;
  source: GuestMessageSource;
  guest: Pick<OwnerGuest, 'name' | 'code' | 'whatsapp_number'> | null;
}) {
  const queryClient = useQueryClient();
  const saved = templateOf(kind, source);
  const [text, setText] = useState(saved);
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    // Saved elsewhere, or another kind chosen: the editor shows what is kept.
    setSeen(saved);
    setText(saved);
  }
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StatusState>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const areaId = useId();
  const tooLong = text.length > TEXT_MAX.paragraph;
  const label = MESSAGE_KIND_LABELS[kind].toLowerCase();

  const insert = (placeholder: string) => {
    const field = area.current;
    const at = field ? [field.selectionStart, field.selectionEnd] : [text.length, text.length];
    const [start = text.length, end = start] = at;
    setText(`${text.slice(0, start)}${placeholder}${text.slice(end)}`);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  const save = async (value: string) => {
    setBusy(true);
    setStatus(null);
    try {
      const kept = Object.fromEntries(
        MESSAGE_KINDS.map((k) => [k, (k === kind ? value : source.templates?.[k]) ?? ''] as const),
      ) as MessageTemplates;
      // The product's own text is kept as none, so a better default later reaches this invitation too.
      if (value.trim() === DEFAULT_MESSAGE_TEMPLATES[kind].trim()) kept[kind] = '';
      const answer = await guestMessageCalls.saveTemplates(invitationId, kept);
      queryClient.setQueryData(messageTemplatesQuery(invitationId).queryKey, answer);
      setStatus({ kind: 'success', text: `Pesan ${label} disimpan` });
    } catch (failure) {
      setStatus({ kind: 'error', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="message-editor" aria-labelledby={`${areaId}-heading`}>
      <h2 id={`${areaId}-heading`} className="message-editor__title">
        Pesan {label}
      </h2>
      <div className="message-editor__layout">
        <div className="message-editor__edit">
          <label htmlFor={areaId} className="ui-field__label">
            Isi pesan
          </label>
          <textarea
            id={areaId}
            ref={area}
            className="ui-field__input message-editor__text"
            rows={12}
            value={text}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${areaId}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${areaId}-hint`} className={tooLong ? 'ui-field__error' : 'message-editor__hint'}>
            {tooLong ? `Pesan maksimal ${TEXT_MAX.paragraph} karakter` : 'Ketuk untuk menyisipkan data tamu dan acara:'}
          </p>
          <div className="message-editor__chips" role="group" aria-label="Sisipkan data">
            {Object.entries(MESSAGE_PLACEHOLDERS).map(([placeholder, meaning]) => (
              <button
                key={placeholder}
                type="button"
                className="message-editor__chip"
                title={meaning}
                onClick={() => insert(placeholder)}
              >
                {placeholder}
                <span className="visually-hidden"> ({meaning})</span>
              </button>
            ))}
          </div>
          <div className="message-editor__buttons">
            <Button busy={busy} disabled={tooLong || text === saved} onClick={() => void save(text)}>
              Simpan pesan
            </Button>
            <Button
              variant="ghost"
              disabled={busy || text === DEFAULT_MESSAGE_TEMPLATES[kind]}
              onClick={() => setText(DEFAULT_MESSAGE_TEMPLATES[kind])}
            >
              Kembalikan ke bawaan
            </Button>
          </div>
          <StatusMessage state={status} />
        </div>
        <figure className="message-editor__preview">
          <figcaption>Pratinjau untuk {guest?.name ?? SAMPLE_GUEST.name}</figcaption>
          <p className="send-card__bubble" data-testid="message-preview">
            {guestMessageText(guest ?? SAMPLE_GUEST, slug, { ...source, templates: { [kind]: text } }, kind)}
          </p>
        </figure>
      </div>
    </section>
  );
}
