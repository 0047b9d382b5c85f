import { useState } from 'react';
import { thumbnailSettingsSchema, type ThumbnailSettings } from '../../../schemas/settings/thumbnail.settings';
import { thumbnailSettingsUi } from '../../../schemas/settings/thumbnail.ui';
import { invitationCalls } from '../../api/invitation-calls';
import { InvitationFieldsSettingsPage } from './invitation-fields-settings-page';
import { LinkPreviewCard } from './link-preview-card';
import './thumbnail-setting-page.css';

/** Settings › Thumbnail: the image a chat app shows with the invitation's link, and how it looks there. */
export function Component() {
  const [image, setImage] = useState<string | undefined>();
  return (
    <InvitationFieldsSettingsPage<ThumbnailSettings>
      title="Thumbnail"
      lead="Gambar yang tampil bersama tautan undangan di WhatsApp dan aplikasi chat lain."
      fields={(invitation, id) => ({
        form: {
          schema: thumbnailSettingsSchema,
          uiSchema: thumbnailSettingsUi,
          onChange: (data) => setImage(data.meta_image),
          children: (
            <LinkPreviewCard
              image={image ?? invitation.meta_image}
              title={invitation.meta_title}
              description={invitation.meta_description}
              slug={invitation.slug}
            />
          ),
        },
        send: ({ meta_image }, basis) => invitationCalls.update(id, { meta_image }, basis),
      })}
    />
  );
}
