/** What each of the gift editor's three lists gets from it. */
export type GiftListProps<Item> = {
  invitationId: string;
  items: Item[];
  onDraft: (items: Item[]) => void;
  onDirtyChange: (dirty: boolean) => void;
};
