import { proposeSlug } from '../../../engine/format/slug';
import type { EventCreate } from '../../../schemas/requests/content';
import type { CreateInvitationRequest } from '../../../schemas/requests/invitations';

/** What the owner types on "Buat Undangan"; every field kept as typed until the invitation exists. */
export type NewInvitationForm = {
  groomName: string;
  groomNickname: string;
  brideName: string;
  brideNickname: string;
  date: string; // YYYY-MM-DD
  time: string; // HH:MM, in WIB
  venue: string;
  address: string;
  slug: string;
  plan: string;
  theme: string;
};
export type FormField = keyof NewInvitationForm;
export type FormErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: NewInvitationForm = {
  groomName: '',
  groomNickname: '',
  brideName: '',
  brideNickname: '',
  date: '',
  time: '10:00',
  venue: '',
  address: '',
  slug: '',
  plan: '',
  theme: '',
};

/** The link proposed from the nicknames: "Raka" and "Ayu" -> raka-dan-ayu. */
export function slugFromNicknames(form: NewInvitationForm): string {
  const nicknames = [form.groomNickname, form.brideNickname].map((n) => n.trim()).filter(Boolean);
  return proposeSlug(nicknames.length === 2 ? [nicknames[0] ?? '', 'dan', nicknames[1] ?? ''] : nicknames);
}

const REQUIRED: [FormField, string][] = [
  ['groomName', 'Nama lengkap wajib diisi'],
  ['groomNickname', 'Nama panggilan wajib diisi'],
  ['brideName', 'Nama lengkap wajib diisi'],
  ['brideNickname', 'Nama panggilan wajib diisi'],
  ['date', 'Tanggal acara wajib diisi'],
  ['time', 'Jam acara wajib diisi'],
  ['venue', 'Tempat wajib diisi'],
  ['address', 'Alamat wajib diisi'],
  ['slug', 'Slug wajib diisi'],
  ['plan', 'Pilih salah satu paket'],
  ['theme', 'Pilih salah satu tema'],
];

/** The form's own checks before anything is sent (the server checks the rest). */
export function missingFields(form: NewInvitationForm): FormErrors {
  return Object.fromEntries(REQUIRED.filter(([field]) => !form[field].trim()));
}

export function invitationRequest(form: NewInvitationForm): CreateInvitationRequest {
  return {
    slug: form.slug,
    theme: form.theme,
    use_multiple_event: false,
    plan_code: form.plan,
    groom: { person_name: form.groomName.trim(), person_nickname: form.groomNickname.trim() },
    bride: { person_name: form.brideName.trim(), person_nickname: form.brideNickname.trim() },
  };
}

/** The main event ('Resepsi') as the event call takes it. */
export function mainEventRequest(form: NewInvitationForm, invitationId: string): EventCreate {
  return {
    invitation_id: invitationId,
    label: 'Resepsi',
    start_date: mainEventStart(form),
    is_main_event: true,
    venue: form.venue.trim(),
    address: form.address.trim(),
  };
}

/** The main event's start as an instant: the date and time typed, read in WIB (the event's default zone). */
export const mainEventStart = (form: NewInvitationForm) => new Date(`${form.date}T${form.time}:00+07:00`).toISOString();

/** The server's field names (dotted paths of the two requests) to the form's fields. */
const SERVER_FIELDS: Record<string, FormField> = {
  slug: 'slug',
  theme: 'theme',
  plan_code: 'plan',
  'groom.person_name': 'groomName',
  'groom.person_nickname': 'groomNickname',
  'bride.person_name': 'brideName',
  'bride.person_nickname': 'brideNickname',
  start_date: 'date',
  venue: 'venue',
  address: 'address',
};

/** The server's field errors at the form's fields; the rest (no field of this form) said once. */
export function serverErrors(errors: { field: string; message: string }[]): { fields: FormErrors; rest: string[] } {
  const fields: FormErrors = {};
  const rest: string[] = [];
  for (const { field, message } of errors) {
    const own = SERVER_FIELDS[field];
    if (own) fields[own] ??= message;
    else rest.push(message);
  }
  return { fields, rest };
}
