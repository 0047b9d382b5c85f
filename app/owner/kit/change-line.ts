import { formatRelativeTime } from '../../../engine/format/relative-time';
import type { InvitationChanges } from '../../../schemas/responses/invitation-changes';

export type InvitationChange = InvitationChanges[number];

const VERBS: Record<InvitationChange['action'], string> = {
  create: 'menambah',
  update: 'mengubah',
  delete: 'menghapus',
};

/** A change as the dashboard says it: 'Ayu mengubah Acara'. */
export const changeText = (change: InvitationChange) => `${change.user_name} ${VERBS[change.action]} ${change.subject}`;

/** When, as the owner area says it: '2 jam yang lalu'. */
export const changeTime = (change: InvitationChange, now = Date.now()) => formatRelativeTime(change.created_at, now);

/** The newest change of what an editor edits (its name in the owner area), if any. */
export const lastChangeOf = (changes: readonly InvitationChange[] | undefined, subject: string) =>
  changes?.find((change) => change.subject === subject);
