import { generalSettingsSchema, type GeneralSettings } from '../../../schemas/settings/general.settings';
import { generalSettingsUi } from '../../../schemas/settings/general.ui';
import { invitationCalls } from '../../api/invitation-calls';
import { InvitationFieldsSettingsPage } from './invitation-fields-settings-page';

/** Without the plan's guestbook the switch is not shown, and not sent (docs/product.md#owner-settings). */
const withoutGuestbook = { ...generalSettingsUi, use_guestbook: { 'ui:widget': 'hidden' } };

/** Settings › Umum: the address, the link preview's texts, the share caption and the switches. */
export function Component() {
  return (
    <InvitationFieldsSettingsPage<GeneralSettings>
      title="Pengaturan Umum"
      lead="Alamat undangan, tampilan tautan saat dibagikan, dan teks untuk tamu."
      fields={(invitation, id) => {
        const withGuestbook = invitation.plan?.with_guestbook === true;
        return {
          form: {
            schema: generalSettingsSchema,
            uiSchema: withGuestbook ? generalSettingsUi : withoutGuestbook,
            formContext: { invitationId: id, savedSlug: invitation.slug },
          },
          send: ({ use_guestbook, ...settings }, basis) =>
            invitationCalls.update(id, withGuestbook ? { ...settings, use_guestbook } : settings, basis),
        };
      }}
    />
  );
}
