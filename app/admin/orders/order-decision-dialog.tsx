import { adminKeys } from '../../queries/admin-queries';
import { ActionReasonDialog, type ActionDialogEnds } from '../kit/action-reason-dialog';
import { ORDER_DECISIONS, type Decision } from './order-decisions';

/**
 * Asks for a decision on an order, with its reason or note, and makes it: the orders and the
 * invitations (their plan and payment) are asked again, then `onDone` says what was done.
 */
export function OrderDecisionDialog({ decision: { step, order }, ...ends }: { decision: Decision } & ActionDialogEnds) {
  const words = ORDER_DECISIONS[step];
  return (
    <ActionReasonDialog
      words={words}
      act={(text) => words.call(order, text)}
      subjects={[adminKeys.orders, adminKeys.invitations]}
      done={words.done(order)}
      {...ends}
    >
      <p>
        <strong>{order.order_id}</strong>: {words.says(order)}
      </p>
    </ActionReasonDialog>
  );
}
