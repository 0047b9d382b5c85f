import type { PreviewDraft } from '../../../engine/preview/preview-draft';
import type { OwnerContent } from '../../../schemas/responses/owner-content';

/**
 * What a section's content editor (the couple, the events, the stories, the gallery, the gifts)
 * gets from the section's page: the invitation, its content as saved, where to tell the preview
 * what the editor holds before it is saved, and whether it holds unsaved changes.
 */
export type ContentEditorProps = {
  invitationId: string;
  content: OwnerContent;
  onDraft: (draft: PreviewDraft) => void;
  onDirtyChange: (dirty: boolean) => void;
};
