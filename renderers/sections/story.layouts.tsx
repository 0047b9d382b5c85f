import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { Picture } from '../shared/image';
import { RichText } from '../shared/rich-text';
import { SectionFrame } from '../shared/section-frame';

function storyLayout(variant: 'timeline' | 'episodes' | 'tracklist') {
  return function Stories({ slug, copy, page }: SectionRenderProps<'story'>) {
    return (
      <SectionFrame slug={slug} variant={variant} copy={copy}>
        <ol className="story__list">
          {page.stories.map((story, index) => (
            <li key={story.id} className="story__item">
              {story.extra?.image ? (
                <Picture className="story__image" src={story.extra.image} alt="" width={800} height={600} />
              ) : null}
              <div className="story__body">
                <p className="story__index">{String(index + 1).padStart(2, '0')}</p>
                <h3 className="story__title">{story.title}</h3>
                {story.time ? <p className="story__time">{story.time}</p> : null}
                <RichText html={story.description} className="story__text" />
              </div>
            </li>
          ))}
        </ol>
      </SectionFrame>
    );
  };
}

/** Chapters along a line. */
export const storyTimeline = defineRenderer<'story'>('story', storyLayout('timeline'));
/** Chapters as a series' episodes: still, number, title, synopsis. */
export const storyEpisodes = defineRenderer<'story'>('story', storyLayout('episodes'));
/** Chapters as an album's tracks. */
export const storyTracklist = defineRenderer<'story'>('story', storyLayout('tracklist'));
