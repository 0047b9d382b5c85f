import type { Story } from '../../../../schemas/entities/story.schema';
import { storyUpdateSchema, type StoryUpdate } from '../../../../schemas/requests/content';
import { storyContentUi } from '../../../../schemas/requests/story.ui';
import { listCalls } from '../../../api/content-calls';
import type { ContentEditorProps } from '../content-editor';
import { ContentList } from './content-list';

const storyCalls = listCalls<Story, StoryUpdate>('story');

/** Kisah: the couple's stories in their order, each with a title, a time, the story and a picture. */
export function StoryEditor({ invitationId, content, onDraft, onDirtyChange }: ContentEditorProps) {
  return (
    <ContentList<Story>
      heading="Cerita"
      itemName="cerita"
      emptyText="Belum ada cerita. Tambahkan bagian pertama kisah kalian."
      schema={storyUpdateSchema}
      uiSchema={storyContentUi}
      items={content.stories}
      versions={content.versions}
      summary={(story) => (
        <>
          <strong>{story.title}</strong>
          {story.time && <small>{story.time}</small>}
        </>
      )}
      calls={storyCalls}
      invitationId={invitationId}
      reorder
      onDraft={(stories) => onDraft({ stories })}
      onDirtyChange={onDirtyChange}
    />
  );
}
