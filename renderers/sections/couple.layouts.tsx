import type { InvitationPage } from '../../schemas/invitation-page.schema';
import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { SectionFrame } from '../shared/section-frame';
import { CouplePerson } from './couple-person';

function showParents(page: InvitationPage, role: 'groom' | 'bride'): boolean {
  const person = page.couple[role];
  const style = role === 'groom' ? page.invitation.style?.show_groom_parent : page.invitation.style?.show_bride_parent;
  return (style ?? true) && (person.extra?.show_parent ?? true);
}

function coupleLayout(variant: 'portraits' | 'stacked') {
  return function Couple({ slug, copy, page }: SectionRenderProps<'couple'>) {
    return (
      <SectionFrame slug={slug} variant={variant} copy={copy}>
        <div className="couple__people">
          <CouplePerson person={page.couple.groom} showParents={showParents(page, 'groom')} labels={copy.labels} />
          <p className="couple__and" aria-hidden="true">
            {copy.labels.and}
          </p>
          <CouplePerson person={page.couple.bride} showParents={showParents(page, 'bride')} labels={copy.labels} />
        </div>
      </SectionFrame>
    );
  };
}

/** Side by side on wider screens, arched portraits. */
export const couplePortraits = defineRenderer<'couple'>('couple', coupleLayout('portraits'));
/** One above the other, framed cards. */
export const coupleStacked = defineRenderer<'couple'>('couple', coupleLayout('stacked'));
