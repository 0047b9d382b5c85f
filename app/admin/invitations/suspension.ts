import type { AdminInvitation } from '../../../schemas/responses/admin';
import { adminCalls } from '../../api/admin-calls';
import type { ActionDialogWords } from '../kit/action-reason-dialog';

/** What an operator does to an invitation's public page (docs/product.md#operator-console). */
export type SuspensionStep = 'suspend' | 'unsuspend';
export type Suspension = { step: SuspensionStep; invitation: AdminInvitation };

/** The step an invitation offers: restoring a suspended one, else suspending it. */
export const suspensionStepOf = (invitation: AdminInvitation): SuspensionStep =>
  invitation.suspended_reason === null ? 'suspend' : 'unsuspend';

export const SUSPENSION_WORDS: Record<
  SuspensionStep,
  ActionDialogWords & {
    says: string;
    done: (slug: string) => string;
    call: (invitation: AdminInvitation, text: string) => Promise<AdminInvitation>;
  }
> = {
  suspend: {
    button: 'Tangguhkan',
    title: 'Tangguhkan undangan?',
    label: 'Alasan',
    required: true,
    danger: true,
    says: "Halaman publiknya dan semua versinya akan bertuliskan 'Undangan ini sedang tidak tersedia.' sampai dipulihkan.",
    done: (slug) => `Undangan /${slug} ditangguhkan.`,
    call: (invitation, reason) => adminCalls.suspendInvitation(invitation.id, { reason }),
  },
  unsuspend: {
    button: 'Pulihkan',
    title: 'Pulihkan undangan?',
    label: 'Catatan (opsional)',
    required: false,
    danger: false,
    says: 'Halaman publiknya dan semua versinya dapat dibuka tamu lagi.',
    done: (slug) => `Undangan /${slug} dipulihkan.`,
    call: (invitation, note) => adminCalls.unsuspendInvitation(invitation.id, note ? { note } : {}),
  },
};
