import type { User } from '../../schemas/entities/user.schema';
import type { AccountDeletePayload, ProfileUpdatePayload } from '../../schemas/payloads/account.payload';
import type { AccountDetails } from '../../schemas/responses/account';
import type { SignInOptions } from '../../schemas/responses/sign-in-options';
import type {
  EmailChangePayload,
  EmailVerifyPayload,
  GoogleSessionPayload,
  LoginPayload,
  PasswordChangePayload,
  PasswordForgotPayload,
  PasswordResetPayload,
  RegisterPayload,
} from '../../schemas/payloads/auth.payload';
import { api } from './client';
import { tokens, type StoredTokens } from './tokens';

type SignedIn = StoredTokens & { user: User };

const withBody =
  (method: 'POST' | 'PUT' | 'DELETE') =>
  (body: unknown): RequestInit => ({
    method,
    body: JSON.stringify(body),
  });
const post = withBody('POST');
const put = withBody('PUT');

/** The owner's account (docs/product.md#accounts); a sign-in keeps both tokens. */
export const authCalls = {
  login: async (payload: LoginPayload) => {
    const signedIn = await api<SignedIn>('/v1/auth/login', post(payload));
    tokens.save(signedIn);
    return signedIn.user;
  },
  register: async (payload: RegisterPayload) => {
    const signedIn = await api<SignedIn>('/v1/auth/register', post(payload));
    tokens.save(signedIn);
    return signedIn.user;
  },
  me: () => api<User>('/v1/auth/me'),
  /** The sign-ins offered beside e-mail and password ("Masuk dengan Google" when configured). */
  signInOptions: () => api<SignInOptions>('/v1/auth/options'),
  /** Trades the one-time code of a Google sign-in (GOOGLE_SIGN_IN_PAGE's address) for the session. */
  googleSession: async (payload: GoogleSessionPayload) => {
    const signedIn = await api<SignedIn>('/v1/auth/google/session', post(payload));
    tokens.save(signedIn);
    return signedIn.user;
  },
  /** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
  forgotPassword: (payload: PasswordForgotPayload) => api('/v1/auth/password/forgot', post(payload)),
  /** Sets a new password with a mailed link's token: every other session ends, this one begins. */
  resetPassword: async (payload: PasswordResetPayload) => {
    const signedIn = await api<SignedIn>('/v1/auth/password/reset', post(payload));
    tokens.save(signedIn);
    return signedIn.user;
  },
  verifyEmail: (payload: EmailVerifyPayload) => api<User>('/v1/auth/email/verify', post(payload)),
  /** Mails the signed-in owner a new verification link. */
  resendVerification: () => api('/v1/auth/email/verification', post({})),
  /** Ends the session on the server too; the tokens go whatever the answer (offline included). */
  logout: async () => {
    const refresh_token = tokens.refresh();
    tokens.clear();
    if (refresh_token) await api('/v1/auth/logout', post({ refresh_token })).catch(() => undefined);
  },
};

/** The signed-in owner's own account, the "Akun Saya" page (docs/product.md#accounts). */
export const accountCalls = {
  details: () => api<AccountDetails>('/v1/auth/account'),
  updateProfile: (payload: ProfileUpdatePayload) => api<User>('/v1/auth/me', put(payload)),
  /** Mails a link to the new address; the account keeps its e-mail until it is opened. */
  changeEmail: (payload: EmailChangePayload) => api<{ pending_email: string }>('/v1/auth/email', put(payload)),
  /** Every other session ends; this one goes on. */
  changePassword: (payload: PasswordChangePayload) => api('/v1/auth/password', put(payload)),
  /** Ends every session, this one too: the tokens go once the API said so. */
  logoutEverywhere: async () => {
    await api('/v1/auth/logout-all', post({}));
    tokens.clear();
  },
  /** Deletes the account (refused while it owns invitations); its tokens go with it. */
  deleteAccount: async (payload: AccountDeletePayload) => {
    await api('/v1/auth/me', withBody('DELETE')(payload));
    tokens.clear();
  },
};
