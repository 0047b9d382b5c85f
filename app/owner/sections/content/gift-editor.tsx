import { useEffect, useEffectEvent, useState } from 'react';
import { useDirtyParts } from '../use-dirty-parts';
import type { ContentEditorProps } from '../content-editor';
import { previewGifts, type GiftLists } from './gift/gift-drafts';
import { PhysicalGifts } from './gift/physical-gifts';
import { VirtualGifts } from './gift/virtual-gifts';
import { WishlistGifts } from './gift/wishlist-gifts';
import './gift/gift-editor.css';

type Kind = keyof GiftLists;

/**
 * Kado (docs/product.md#gifts): three lists one under the other, in the order guests' selector
 * offers them: the accounts and e-wallets for a transfer, the addresses for a parcel, and the wishlist
 * with its confirmations. Every gift shows here, inactive ones too. The preview gets all three as
 * typed (an open form's list beside the others as they stand); the page is dirty while any form is.
 */
export function GiftEditor({ invitationId, content, onDraft, onDirtyChange }: ContentEditorProps) {
  const { gifts } = content;
  const [lists, setLists] = useState<GiftLists>(gifts);
  const { dirty, dirtyPart } = useDirtyParts();
  const showDraft = useEffectEvent((draft: GiftLists) => onDraft({ invitation: previewGifts(draft, gifts) }));
  const tellDirty = useEffectEvent((value: boolean) => onDirtyChange(value));

  useEffect(() => showDraft(lists), [lists]);
  useEffect(() => tellDirty(dirty), [dirty]);

  const list = <K extends Kind>(kind: K) => ({
    invitationId,
    items: gifts[kind],
    versions: content.versions,
    onDraft: (items: GiftLists[K]) => setLists((current) => ({ ...current, [kind]: items })),
    onDirtyChange: dirtyPart(kind),
  });

  return (
    <div className="gift-editor">
      <VirtualGifts {...list('virtual')} />
      <PhysicalGifts {...list('physical')} />
      <WishlistGifts {...list('wishlist')} />
    </div>
  );
}
