import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formDataFrom } from '../../../engine/editor/form-data';
import { thumbnailSettingsSchema, type ThumbnailSettings } from '../../../schemas/settings/thumbnail.settings';
import { thumbnailSettingsUi } from '../../../schemas/settings/thumbnail.ui';
import { invitationCalls } from '../../api/invitation-calls';
import { invitationQuery, ownerKeys } from '../../queries/owner-queries';
import { LinkPreviewCard } from './link-preview-card';
import { SchemaSettingsPage } from '../kit/schema-settings-page';
import './thumbnail-setting-page.css';

/** Settings › Thumbnail: the image a chat app shows with the invitation's link, and how it looks there. */
export function Component() {
  const { id = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(id));
  const [image, setImage] = useState<string | undefined>();
  if (!invitation) return null;

  return (
    <SchemaSettingsPage<ThumbnailSettings>
      frame={{
        title: 'Thumbnail',
        lead: 'Gambar yang tampil bersama tautan undangan di WhatsApp dan aplikasi chat lain.',
        slug: invitation.slug,
      }}
      form={{
        formKey: id,
        schema: thumbnailSettingsSchema,
        uiSchema: thumbnailSettingsUi,
        formData: formDataFrom(thumbnailSettingsSchema, invitation) as ThumbnailSettings,
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
      send={({ meta_image }) => invitationCalls.update(id, { meta_image })}
      saved={ownerKeys.invitation(id)}
    />
  );
}
