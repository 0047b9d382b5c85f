import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { whatsAppShareUrl } from '../../../engine/format/share-caption';
import { MEMBER_ROLE_LABELS, type InvitationMember } from '../../../schemas/entities/invitation-member.schema';
import type { MemberInviteRequest } from '../../../schemas/requests/members';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import { memberCalls } from '../../api/member-calls';
import { invitationQuery, membersQuery, ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { useRowRemoval } from '../kit/use-row-removal';
import { ownerPageLabel } from '../owner-pages';
import { MemberList, whoOf } from './members/member-list';
import { MemberRoleSelect } from './members/member-role-select';
import { SharedInviteLink } from './members/shared-invite-link';
import './members/members-page.css';

type Role = InvitationMember['role'];

/**
 * 'Anggota' (docs/product.md#members): the owner shares the invitation with a partner or family – by
 * e-mail (a mail with the link) or by a link to send on WhatsApp – as editor or viewer, sees who has
 * access or is still invited, changes a role, removes someone (asked first; their access ends at
 * once), and hands the invitation to a member who has joined (asked first; the owner stays on as an
 * editor). Only the owner sees this page.
 */
export function Component() {
  const { id = '' } = useParams();
  const invitation = useQuery(invitationQuery(id));
  // Who the owner just handed the invitation to: the page then is no longer theirs, and says why.
  const [handedTo, setHandedTo] = useState<string | null>(null);
  const isOwner = invitation.data?.my_role === 'owner';
  if (invitation.data && !isOwner) {
    return (
      <main className="owner-page members-page">
        <h1 className="owner-page__title">{ownerPageLabel('setting', 'members')}</h1>
        <StatusMessage
          state={
            handedTo
              ? {
                  kind: 'success',
                  text: `Undangan ini kini milik ${handedTo}. Anda tetap dapat mengurusnya sebagai Editor.`,
                }
              : { kind: 'error', text: 'Hanya pemilik undangan yang dapat mengatur anggota.' }
          }
        />
      </main>
    );
  }
  return <MembersOfOwner id={id} onHandedOver={setHandedTo} />;
}

/** The page as its owner sees it. */
function MembersOfOwner({ id, onHandedOver }: { id: string; onHandedOver: (name: string) => void }) {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery(id));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusState>(null);
  const [shared, setShared] = useState<{ link: string; role: Role } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ownerKeys.members(id) });
  const invite = useMutation({
    mutationFn: (payload: MemberInviteRequest) => memberCalls.invite(id, payload),
    onSettled: refresh,
  });
  const changeRole = useMutation({
    mutationFn: ({ member, next }: { member: InvitationMember; next: Role }) =>
      memberCalls.changeRole(member.id, { role: next }),
    onSettled: refresh,
  });
  const removal = useRowRemoval<InvitationMember>({
    remove: (member) => memberCalls.remove(member.id),
    refresh,
    done: (member) =>
      member.status === 'active'
        ? `${member.name ?? member.email ?? 'Anggota'} tidak lagi punya akses ke undangan ini`
        : 'Undangan bergabung dibatalkan; tautannya tidak berlaku lagi',
    setStatus,
  });

  // The new owner's pages and lists differ from here on: the invitation, its members, my lists.
  const handOver = useRowRemoval<InvitationMember>({
    remove: async (member) => {
      await memberCalls.handOver(id, member.id);
      onHandedOver(whoOf(member));
    },
    refresh: () =>
      Promise.all(
        [ownerKeys.invitation(id), ownerKeys.mine, ownerKeys.account].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    done: (member) => `Undangan ini kini milik ${whoOf(member)}`,
    setStatus,
  });

  const send = async (payload: MemberInviteRequest) => {
    setStatus(null);
    setEmailError(null);
    try {
      const made = await invite.mutateAsync(payload);
      if (made.link) {
        setShared({ link: made.link, role: made.role });
      } else {
        setEmail('');
        setStatus({ kind: 'success', text: `Undangan terkirim ke ${made.email ?? ''}. Tautannya berlaku 7 hari.` });
      }
    } catch (error) {
      const field = error instanceof ApiError ? error.errors.find((e) => e.field === 'email') : undefined;
      if (field) setEmailError(field.message);
      else setStatus({ kind: 'error', text: errorText(error) });
    }
  };

  const onMail = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError('Isi email orang yang diundang, atau buat tautan untuk dibagikan');
      return;
    }
    void send({ email: email.trim(), role });
  };

  return (
    <main className="owner-page members-page">
      <h1 className="owner-page__title">{ownerPageLabel('setting', 'members')}</h1>
      <p className="owner-page__lead">
        Ajak pasangan atau keluarga ikut mengurus undangan ini. Editor dapat mengubah isi, pengaturan, tamu dan ucapan;
        Hanya lihat dapat melihat dan mengunduh data. Menerbitkan, menghapus, pembayaran dan anggota tetap di tangan
        Anda.
      </p>

      <form className="ui-card members-page__invite" onSubmit={onMail} noValidate>
        <h2 className="members-page__heading">Undang anggota</h2>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          hint="Kosongkan bila ingin membagikan tautan lewat WhatsApp."
        />
        <MemberRoleSelect label="Peran" value={role} onChange={setRole} />
        <div className="members-page__actions">
          <Button type="submit" busy={invite.isPending && invite.variables?.email !== undefined}>
            Kirim lewat email
          </Button>
          <Button
            variant="secondary"
            busy={invite.isPending && invite.variables?.email === undefined}
            onClick={() => void send({ role })}
          >
            Buat tautan undangan
          </Button>
        </div>
        {shared && (
          <SharedInviteLink
            link={shared.link}
            role={shared.role}
            whatsApp={whatsAppShareUrl(
              `Halo! Aku mengajakmu ikut mengurus undangan pernikahan kita sebagai ${MEMBER_ROLE_LABELS[shared.role]}. Buka tautan ini (berlaku 7 hari, sekali pakai): ${shared.link}`,
            )}
            onCopied={() => setStatus({ kind: 'success', text: 'Tautan undangan disalin' })}
          />
        )}
      </form>

      <StatusMessage state={status} />

      <section className="ui-card members-page__list" aria-labelledby="members-heading">
        <h2 id="members-heading" className="members-page__heading">
          Yang punya akses
        </h2>
        <MemberList
          members={members.data}
          error={members.error}
          onRoleChange={(member, next) =>
            changeRole.mutate(
              { member, next },
              {
                onSuccess: (changed) =>
                  setStatus({
                    kind: 'success',
                    text: `Peran ${changed.name ?? changed.email ?? 'anggota'} kini ${MEMBER_ROLE_LABELS[changed.role]}`,
                  }),
                onError: (error) => setStatus({ kind: 'error', text: errorText(error) }),
              },
            )
          }
          onRemove={removal.ask}
          onHandOver={handOver.ask}
        />
      </section>

      <ConfirmDialog
        {...removal.dialog}
        title={
          removal.asked?.status === 'active'
            ? `Hapus ${removal.asked.name ?? 'anggota'} dari undangan?`
            : 'Batalkan undangan bergabung?'
        }
        confirmLabel={removal.asked?.status === 'active' ? 'Hapus Anggota' : 'Batalkan Undangan'}
        danger
      >
        <p>
          {removal.asked?.status === 'active'
            ? 'Aksesnya berakhir saat itu juga: undangan ini hilang dari daftarnya dan perubahan berikutnya ditolak. Yang sudah ia ubah tetap tersimpan.'
            : 'Tautan undangannya langsung tidak berlaku lagi.'}
        </p>
      </ConfirmDialog>

      <ConfirmDialog
        {...handOver.dialog}
        title={`Serahkan undangan kepada ${handOver.asked ? whoOf(handOver.asked) : 'anggota'}?`}
        confirmLabel="Serahkan Undangan"
        danger
      >
        <p>
          {handOver.asked ? whoOf(handOver.asked) : 'Anggota ini'} menjadi pemilik undangan ini dan semua versinya:
          hanya ia yang dapat menerbitkan, menghapus, membayar dan mengatur anggota. Anda tetap ikut mengurus sebagai
          Editor. Hanya pemilik baru yang dapat mengembalikannya kepada Anda.
        </p>
      </ConfirmDialog>
    </main>
  );
}
