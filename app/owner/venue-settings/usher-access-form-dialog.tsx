import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import type { TimeZoneLabel } from '../../../engine/format/event-time';
import { USHER_ACCESS_MAX_DAYS, usherAccessSchema, type UsherAccessPayload } from '../../../schemas/requests/guestbook';
import { DateTimeWidget } from '../../forms/widgets/date-time-widget';
import { GuestbookOwnerFormDialog } from './guestbook-owner-form-dialog';

const usherFormUi = {
  'ui:order': ['name', 'expires_at'],
  name: { 'ui:placeholder': 'mis. Dina (meja penerima tamu)', 'ui:autocomplete': 'off' },
  expires_at: {
    'ui:widget': 'usherExpiry',
    'ui:help': `Setelah itu tautan dan kodenya tidak bisa dipakai lagi. Paling lama ${USHER_ACCESS_MAX_DAYS} hari dari sekarang.`,
  },
} satisfies UiSchema;

/** The date-time widget in the main event's time zone (it reads the zone from the form's `extra`). */
function zonedDateTimeWidget(zone: TimeZoneLabel) {
  return function UsherExpiryWidget(props: WidgetProps) {
    const formContext = { ...props.registry.formContext, formData: { extra: { timezone: zone } } };
    return <DateTimeWidget {...props} registry={{ ...props.registry, formContext }} />;
  };
}

/** 'Buat Akses': an usher's name and until when their access works (by default the end of the main event's day). */
export function UsherAccessFormDialog({
  defaultExpiry,
  zone,
  onSave,
  onClose,
}: {
  defaultExpiry: string;
  zone: TimeZoneLabel;
  onSave: (payload: UsherAccessPayload) => Promise<unknown>;
  onClose: () => void;
}) {
  const widgets = useMemo(() => ({ usherExpiry: zonedDateTimeWidget(zone) }), [zone]);
  return (
    <GuestbookOwnerFormDialog<UsherAccessPayload>
      title="Buat Akses Penerima Tamu"
      idPrefix="penerima-tamu"
      schema={usherAccessSchema}
      uiSchema={usherFormUi}
      widgets={widgets}
      formData={{ expires_at: defaultExpiry }}
      submitLabel="Buat Akses"
      onSubmit={onSave}
      onClose={onClose}
    />
  );
}
