import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invitationMemberSchema } from '../../../schemas/entities/invitation-member.schema';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../../schemas/requests/invitations';
import {
  memberAcceptRequestSchema,
  memberIdParamsSchema,
  memberInviteRequestSchema,
  memberRoleRequestSchema,
  ownerHandoverRequestSchema,
  type MemberAcceptRequest,
  type MemberIdParams,
  type MemberInviteRequest,
  type MemberRoleRequest,
  type OwnerHandoverRequest,
} from '../../../schemas/requests/members';
import { invitationMembers, invitations } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { invitationEntity } from '../../services/invitations/invitation-entity';
import {
  inviteMember,
  issueMemberToken,
  manageableMember,
  memberAcceptLink,
  memberEntity,
  membersOf,
  MEMBER_NOT_FOUND,
} from '../../services/invitations/invitation-members';
import { recordChange, type ChangeAction } from '../../services/invitations/invitation-changes';
import { acceptMemberInvite } from '../../services/invitations/member-accept';
import { MEMBER_INVITE_JOB, type MemberInviteJob } from '../../services/invitations/member-invite-mails';
import { accessibleInvitation, rootInvitationId } from '../../services/invitations/ownership';
import { memberInviteLimit } from '../../services/limits/account-attempt-limit';
import type { ApiOptions } from '../api-options';

export const HANDOVER_NOT_MEMBER = 'Serahkan hanya ke anggota yang sudah menerima undangan';

/**
 * The people an invitation is shared with (docs/product.md#members): its owner invites them by e-mail
 * or by a link, lists them, changes their role and removes them (a member may also leave); the invited
 * accept with the link's token; the owner may hand the invitation over to a member.
 */
export async function memberRoutes(app: FastifyInstance, options: ApiOptions) {
  const owner = { onRequest: app.requireOwner };
  const memberAnswer = dataResponse(invitationMemberSchema);
  const invites = memberInviteLimit(app);
  /** A change of who may work on the invitation, in its list of changes (docs/product.md#changes). */
  const record = (request: FastifyRequest, rootId: string, key: string, action: ChangeAction) =>
    recordChange(app.db, { rootId, entityKey: key, subject: 'Anggota', action, userId: request.ownerId });

  app.post<{ Params: InvitationIdParams; Body: MemberInviteRequest }>(
    '/v1/invitation/:id/member',
    {
      ...owner,
      preHandler: invites,
      schema: { params: invitationIdParamsSchema, body: memberInviteRequestSchema, response: { 201: memberAnswer } },
    },
    async (request, reply) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'owner');
      const root = { ...invitation, id: rootInvitationId(invitation) };
      const { email, role } = request.body;
      const row = await inviteMember(app.db, { root, role, email, invitedBy: request.ownerId });
      await record(request, root.id, `member:${row.id}`, 'create');
      const now = app.clock();
      if (email !== undefined) {
        await app.jobs.send<MemberInviteJob>(MEMBER_INVITE_JOB, { member_id: row.id });
        return reply.code(201).send({ data: memberEntity(row, null, now) });
      }
      const token = await issueMemberToken(app.db, row.id, now);
      if (!token) throw notFound(MEMBER_NOT_FOUND); // removed meanwhile
      const [issued] = await app.db.select().from(invitationMembers).where(eq(invitationMembers.id, row.id));
      if (!issued) throw notFound(MEMBER_NOT_FOUND);
      const link = memberAcceptLink(options.publicUrl, token);
      return reply.code(201).send({ data: { ...memberEntity(issued, null, now), link } });
    },
  );

  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/member',
    {
      ...owner,
      schema: { params: invitationIdParamsSchema, response: { 200: dataListResponse(invitationMemberSchema) } },
    },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'owner');
      return { data: await membersOf(app.db, rootInvitationId(invitation), app.clock()) };
    },
  );

  // A static segment: found before /v1/invitation/member/:member_id.
  app.post<{ Body: MemberAcceptRequest }>(
    '/v1/invitation/member/accept',
    { ...owner, schema: { body: memberAcceptRequestSchema } },
    async (request) => {
      const { member, invitation } = await acceptMemberInvite(app.db, request.ownerId, request.body.token, app.clock());
      return { data: { invitation_id: invitation.id, slug: invitation.slug, role: member.role } };
    },
  );

  app.put<{ Params: MemberIdParams; Body: MemberRoleRequest }>(
    '/v1/invitation/member/:member_id',
    {
      ...owner,
      schema: { params: memberIdParamsSchema, body: memberRoleRequestSchema, response: { 200: memberAnswer } },
    },
    async (request) => {
      const member = await manageableMember(app.db, request.ownerId, request.params.member_id);
      await app.db
        .update(invitationMembers)
        .set({ role: request.body.role })
        .where(eq(invitationMembers.id, member.id));
      await record(request, member.invitation_id, `member:${member.id}`, 'update');
      const list = await membersOf(app.db, member.invitation_id, app.clock());
      const changed = list.find((item) => item.id === member.id);
      if (!changed) throw notFound(MEMBER_NOT_FOUND);
      return { data: changed };
    },
  );

  // Removing ends the access at once: every owner call reads the membership again (ownership.ts).
  app.delete<{ Params: MemberIdParams }>(
    '/v1/invitation/member/:member_id',
    { ...owner, schema: { params: memberIdParamsSchema } },
    async (request) => {
      const member = await manageableMember(app.db, request.ownerId, request.params.member_id, { ownMayLeave: true });
      await app.db.delete(invitationMembers).where(eq(invitationMembers.id, member.id));
      await record(request, member.invitation_id, `member:${member.id}`, 'delete');
      return { data: { id: member.id } };
    },
  );

  // The owner hands the invitation (and its versions) to a member and stays on as an editor.
  app.put<{ Params: InvitationIdParams; Body: OwnerHandoverRequest }>(
    '/v1/invitation/:id/owner',
    { ...owner, schema: { params: invitationIdParamsSchema, body: ownerHandoverRequestSchema } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'owner');
      const rootId = rootInvitationId(invitation);
      const [member] = await app.db
        .select()
        .from(invitationMembers)
        .where(and(eq(invitationMembers.id, request.body.member_id), eq(invitationMembers.invitation_id, rootId)));
      if (!member?.user_id || !member.accepted_at) throw badRequest(HANDOVER_NOT_MEMBER);
      const newOwner = member.user_id;
      const [root] = await app.db.transaction(async (tx) => {
        await tx
          .update(invitationMembers)
          .set({ user_id: request.ownerId, role: 'editor', invited_by: newOwner })
          .where(eq(invitationMembers.id, member.id));
        return tx
          .update(invitations)
          .set({ user_id: newOwner })
          .where(or(eq(invitations.id, rootId), eq(invitations.parent_id, rootId)))
          .returning()
          .then((rows) => rows.filter((row) => row.id === rootId));
      });
      if (!root) throw notFound('Undangan tidak ditemukan');
      await record(request, rootId, `owner:${rootId}`, 'update');
      return { data: invitationEntity(root) };
    },
  );
}
