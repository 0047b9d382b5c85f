import { giftConfirmationPayloadSchema } from '../../schemas/payloads/gift-confirmation.payload';
import { rsvpPayloadSchema } from '../../schemas/payloads/rsvp.payload';
import { wishPayloadSchema } from '../../schemas/payloads/wish.payload';

/**
 * The schemas the guest's browser validates (the RSVP, wish and gift-confirmation flows): the web
 * app's build precompiles their validators, and `validatorFor` in the browser knows no others.
 */
export const BROWSER_VALIDATED_SCHEMAS = [rsvpPayloadSchema, wishPayloadSchema, giftConfirmationPayloadSchema];
