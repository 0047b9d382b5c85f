import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { thumbnailSettingsSchema, type ThumbnailSettings } from '../../../schemas/settings/thumbnail.settings';
import { thumbnailSettingsUi } from '../../../schemas/settings/thumbnail.ui';
import { invitationCalls } from '../../api/invitation-calls';
import { invitationQuery } from '../../queries/owner-queries';
import { InvitationFieldsSettingsPage } from './invitation-fields-settings-page';
import { LinkPreviewCard } from './link-preview-card';
import './thumbnail-setting-page.css';

/** Settings › Thumbnail: the image a chat app shows with the invitation's link, and how it looks there. */
export function Component() {
  const { id = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(id));
  const [image, setImage] = useState<string | undefined>();
  if (!invitation) return null;

  return (
    <InvitationFieldsSettingsPage<ThumbnailSettings>
      invitationId={id}
      invitation={invitation}
      title="Thumbnail"
      lead="Gambar yang tampil bersama tautan undangan di WhatsApp dan aplikasi chat lain."
      form={{
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
      }}
      send={({ meta_image }, basis) => invitationCalls.update(id, { meta_image }, basis)}
    />
  );
}
