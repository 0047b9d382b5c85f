import { defineRenderer, type SectionRenderProps } from '../../engine/render/section-props';
import { VideoButton } from '../chrome/video-dialog';
import { CameraIcon, PlayIcon } from '../shared/icons';
import { SectionFrame } from '../shared/section-frame';

/**
 * The prewedding video, played in a dialog on the page, and a link to the Instagram filter; nothing
 * is embedded until asked for.
 */
export function ExternalVideo({ slug, copy, extra }: SectionRenderProps<'external'>) {
  if (!extra.prewedding_video_url && !extra.filter_image_url) return null;
  return (
    <SectionFrame slug={slug} variant="video" copy={copy}>
      <div className="external__actions">
        {extra.prewedding_video_url ? (
          <VideoButton url={extra.prewedding_video_url} title={copy.title || copy.labels.watch_video}>
            <PlayIcon size={18} /> {copy.labels.watch_video}
          </VideoButton>
        ) : null}
        {extra.filter_image_url ? (
          <a className="button button--ghost" href={extra.filter_image_url} target="_blank" rel="noreferrer">
            <CameraIcon size={18} /> {copy.labels.try_filter}
          </a>
        ) : null}
      </div>
    </SectionFrame>
  );
}

export const externalVideo = defineRenderer<'external'>('external', ExternalVideo);
