import type { WebAddresses } from '../../schemas/web-addresses';
import type { GoogleSettings } from '../services/auth/google-sign-in';

/** What the API's route plugins are told when they are registered (server/routes/index.ts). */
export type ApiOptions = {
  publicWriteLimit: number;
  /** The built web app (index.html), for pages the server renders link previews into. */
  staticDir?: string;
  /** The service's public address (PUBLIC_URL): the origin of link previews, never a request header. */
  publicUrl: string;
  /** The web app's addresses written into every page (server/config.ts: webAddressesOf). */
  webAddresses: WebAddresses;
  /** "Masuk dengan Google" (GOOGLE_*), when configured. */
  google?: GoogleSettings;
};
