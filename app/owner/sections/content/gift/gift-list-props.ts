/** What each of the gift editor's three lists gets from it. */
export type GiftListProps<Item> = {
  invitationId: string;
  items: Item[];
  /** Each item's version by its key (the content's `versions`). */
  versions: Record<string, string>;
  onDraft: (items: Item[]) => void;
  onDirtyChange: (dirty: boolean) => void;
};
