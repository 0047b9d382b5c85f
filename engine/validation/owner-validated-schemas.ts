import { coverSettingsSchema } from '../../schemas/settings/cover.settings';
import { generalSettingsSchema } from '../../schemas/settings/general.settings';
import { thumbnailSettingsSchema } from '../../schemas/settings/thumbnail.settings';

/**
 * The schemas the owner's forms validate in the browser: the web app's build precompiles their
 * validators into a module of their own (engine/validation/owner-validator-for.ts), which only the
 * owner's chunks import, so the guest's page never carries them. A new form adds its schema here.
 */
export const OWNER_VALIDATED_SCHEMAS = [generalSettingsSchema, coverSettingsSchema, thumbnailSettingsSchema];
