import { adminKeys } from '../../queries/admin-queries';
import { ReasonDialog } from '../kit/reason-dialog';
import { useAdminAction } from '../kit/use-admin-action';
import { ORDER_DECISIONS, type Decision } from './order-decisions';

/**
 * Asks for a decision on an order, with its reason or note, and makes it: the orders and the
 * invitations (their plan and payment) are asked again, then `onDone` says what was done.
 */
export function OrderDecisionDialog({
  decision: { step, order },
  onDone,
  onCancel,
}: {
  decision: Decision;
  onDone: (said: string) => void;
  onCancel: () => void;
}) {
  const words = ORDER_DECISIONS[step];
  const action = useAdminAction((text: string) => words.call(order, text), adminKeys.orders, adminKeys.invitations);
  return (
    <ReasonDialog
      title={words.title}
      label={words.label}
      required={words.required}
      confirmLabel={words.button}
      danger={words.danger}
      busy={action.isPending}
      error={action.error}
      onSubmit={(text) => action.mutate(text, { onSuccess: () => onDone(words.done(order)) })}
      onCancel={onCancel}
    >
      <p>
        <strong>{order.order_id}</strong>: {words.says(order)}
      </p>
    </ReasonDialog>
  );
}
