import type { User } from '../../schemas/entities/user.schema';
import type { LoginPayload, RegisterPayload } from '../../schemas/payloads/auth.payload';
import { api } from './client';
import { tokens, type StoredTokens } from './tokens';

type SignedIn = StoredTokens & { user: User };

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

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
  /** Ends the session on the server too; the tokens go whatever the answer (offline included). */
  logout: async () => {
    const refresh_token = tokens.refresh();
    tokens.clear();
    if (refresh_token) await api('/v1/auth/logout', post({ refresh_token })).catch(() => undefined);
  },
};
