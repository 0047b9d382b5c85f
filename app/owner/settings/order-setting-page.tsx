import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SECTIONS } from '../../../schemas/sections';
import type { SectionSlug } from '../../../schemas/section-slugs';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { invitationQuery, plansQuery, sectionsQuery } from '../../queries/owner-queries';
import { StatusMessage } from '../../ui/status-message';
import { ownerPageLabel } from '../owner-pages';
import { lockedLabel, sectionAllowed } from './order/section-access';
import { SectionOrderList } from './order/section-order-list';
import type { OrderRow } from './order/section-order-row';
import { useSectionSaves } from './order/use-section-saves';
import { SettingsPageFrame } from '../kit/settings-page-frame';
import './order/order-setting.css';

/**
 * 'Urutan Bagian' (docs/product.md#owner-area): the invitation's sections in their order, moved by
 * drag, keyboard or buttons, each with its switch; sections outside the plan are locked. Every
 * change saves at once and the preview reloads.
 */
export function Component() {
  const { id = '' } = useParams();
  const invitation = useQuery(invitationQuery(id));
  const sections = useQuery(sectionsQuery(id));
  // Only names the plan of a locked row; the page works without it.
  const plans = useQuery(plansQuery());
  const saves = useSectionSaves(id);

  if (!invitation.data || !sections.data) {
    const failed = invitation.error ?? sections.error;
    return (
      <main className="owner-page">
        <h1 className="owner-page__title">{ownerPageLabel('setting', 'order')}</h1>
        {failed ? (
          <StatusMessage state={{ kind: 'error', text: failed.message }} />
        ) : (
          <p aria-busy="true">Memuat bagian…</p>
        )}
      </main>
    );
  }

  const plan = invitation.data.plan;
  const nameOf = (slug: SectionSlug) => SECTIONS[slug].settings.title;
  const rows: OrderRow[] = sections.data.map((section) => ({
    id: section.id,
    name: nameOf(section.slug),
    active: section.is_active,
    locked: sectionAllowed(section.slug, plan) ? undefined : lockedLabel(section.slug, plans.data ?? []),
  }));
  const byId = new Map(sections.data.map((section) => [section.id, section]));

  return (
    <SettingsPageFrame
      title={ownerPageLabel('setting', 'order')}
      lead="Geser bagian untuk mengubah urutannya di undangan, atau pakai tombol naik dan turun. Setiap perubahan langsung tersimpan."
      slug={invitation.data.slug}
      revision={saves.saved}
    >
      <UnsavedChangesPrompt dirty={saves.pending} />
      <div className="order-page__status">
        <StatusMessage state={saves.outcome} />
      </div>
      <SectionOrderList
        rows={rows}
        onReorder={(ids) => saves.reorder(ids.map((sectionId) => byId.get(sectionId)!))}
        onToggle={(sectionId, active) => {
          const section = byId.get(sectionId)!;
          saves.setActive(section, active, nameOf(section.slug));
        }}
      />
    </SettingsPageFrame>
  );
}
