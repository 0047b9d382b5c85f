import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, type MessageKind } from '../../../schemas/requests/guest-messages';
import type { SendQueueMeta } from '../../../schemas/responses/guest-messages';
import { errorText } from '../../api/error-text';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys, summaryQuery } from '../../queries/owner-queries';
import { backToListLoader } from '../kit/back-to-list-loader';
import { useGuestMessageSource } from '../kit/use-guest-message-source';
import { MessageTemplateEditor } from './message-template-editor';
import { SendQueueCard } from './send-queue-card';
import { useSendQueue, type SendQueueState } from './use-send-queue';
import '../kit/guest-area-page.css';
import './send-queue.css';

/** A summary answering 401, 403 or 404 sends the owner back to the list (docs/product.md#errors). */
export const loader = backToListLoader(summaryQuery);

/** Who each kind goes to, as the page says it. */
function audienceText(kind: MessageKind, meta: SendQueueMeta | undefined): string {
  if (kind === 'reminder') return 'Untuk tamu yang belum menjawab RSVP.';
  if (kind === 'thank_you')
    return meta?.thank_you_audience === 'checked_in'
      ? 'Untuk tamu yang hadir (tercatat di Buku Tamu).'
      : 'Untuk tamu yang menjawab akan hadir.';
  return 'Untuk setiap tamu, dengan tautan pribadinya.';
}

/** '12 dari 80 terkirim', with its bar. */
function Progress({ meta }: { meta: SendQueueMeta }) {
  const share = meta.total ? Math.round((meta.sent / meta.total) * 100) : 0;
  return (
    <div className="send-progress">
      <p className="send-progress__text" role="status" aria-live="polite">
        <strong>{meta.sent}</strong> dari <strong>{meta.total}</strong> terkirim
      </p>
      <div className="send-progress__bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function Filters({ queue, groups }: { queue: SendQueueState; groups: readonly string[] }) {
  const { choice, choose } = queue;
  return (
    <div className="send-filters">
      <label className="send-filters__field">
        <span className="send-filters__label">Grup</span>
        <select value={choice.group} onChange={(event) => choose({ group: event.target.value })}>
          <option value="">Semua grup</option>
          {groups.map((group) => (
            <option key={group} value={group}>
              {group}
            </option>
          ))}
        </select>
      </label>
      <label className="send-filters__check">
        <input type="checkbox" checked={choice.unsent} onChange={(event) => choose({ unsent: event.target.checked })} />
        Hanya yang belum dikirimi
      </label>
      {choice.kind === 'invitation' && (
        <label className="send-filters__check">
          <input
            type="checkbox"
            checked={choice.unanswered}
            onChange={(event) => choose({ unanswered: event.target.checked })}
          />
          Hanya yang belum menjawab
        </label>
      )}
    </div>
  );
}

/**
 * Tamu › Kirim Undangan (docs/product.md#sending): one guest at a time, one large button that opens
 * WhatsApp with their message; back on this page the guest counts as sent and the next one shows. The
 * kind of message (the invitation, a reminder, a thank-you), the queue's filters, the progress, the
 * guests skipped for want of a number, and each kind's template with a preview.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: summary } = useQuery(summaryQuery(id));
  const source = useGuestMessageSource(id);
  const queue = useSendQueue(id);
  // The invitation's groups, for the filter (the guest list's meta names them).
  const groups = useQuery({
    queryKey: [...ownerKeys.guests(id), 'groups'],
    queryFn: () => ownerGuestCalls.list(id, { pageSize: 1 }),
    select: (answer) => answer.meta.groups,
  });
  if (!summary) return null;
  const { choice, meta, next, withoutNumber } = queue;
  const label = MESSAGE_KIND_LABELS[choice.kind].toLowerCase();
  const loaded = queue.query.data !== undefined;

  return (
    <main className="owner-page guest-page send-page">
      <h1 className="owner-page__title">Kirim Undangan</h1>
      <p className="owner-page__lead">
        Kirim pesan WhatsApp ke tamu satu per satu: tekan tombolnya, kirim pesannya di WhatsApp, lalu kembali ke sini.
        Tamu berikutnya langsung siap.
      </p>

      <div className="send-kinds" role="radiogroup" aria-label="Jenis pesan">
        {MESSAGE_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={choice.kind === kind}
            className="send-kinds__option"
            onClick={() => queue.choose({ kind })}
          >
            {MESSAGE_KIND_LABELS[kind]}
          </button>
        ))}
      </div>
      <p className="send-page__audience">{audienceText(choice.kind, meta)}</p>

      <div className="send-page__layout">
        <div className="send-page__queue">
          <Filters queue={queue} groups={groups.data ?? []} />
          {meta && <Progress meta={meta} />}
          {queue.error && (
            <p className="ui-status ui-status--error" role="alert">
              {queue.error}
            </p>
          )}
          {queue.query.isError && (
            <p className="ui-status ui-status--error" role="alert">
              {errorText(queue.query.error)}
            </p>
          )}
          {!loaded && !queue.query.isError && <p className="send-page__loading">Memuat antrean…</p>}
          {next ? (
            <SendQueueCard queue={queue} slug={summary.slug} messages={source} />
          ) : (
            loaded && (
              <div className="send-done">
                <p className="send-done__title">
                  {meta?.total
                    ? `Tidak ada lagi tamu di antrean ${label} ini.`
                    : `Belum ada tamu untuk pesan ${label}.`}
                </p>
                <p>
                  Ubah saringannya untuk mengirim ke tamu lain, atau{' '}
                  <button type="button" className="send-done__again" onClick={queue.restart}>
                    tampilkan lagi tamu yang dilewati
                  </button>
                  .
                </p>
              </div>
            )
          )}
          {withoutNumber.length > 0 && (
            <details className="send-skipped">
              <summary>{withoutNumber.length} tamu tanpa nomor WhatsApp dilewati</summary>
              <p>
                {withoutNumber.map((guest) => guest.name).join(', ')}. Tambahkan nomornya di{' '}
                <Link to={`/invitation/${id}/guest/list`}>Daftar Tamu</Link>.
              </p>
            </details>
          )}
        </div>
        {source && (
          <MessageTemplateEditor
            invitationId={id}
            kind={choice.kind}
            slug={summary.slug}
            source={source}
            guest={next ?? queue.query.data?.data[0] ?? null}
          />
        )}
      </div>
    </main>
  );
}
