import type { OrderMethod } from '../../../schemas/entities/order.schema';
import { METHOD_LABELS } from './order-words';
import './payment-method-choice.css';

/** How to pay: a radio group when there is a choice (Midtrans and a bank transfer), else the one way said. */
export function PaymentMethodChoice({
  methods,
  value,
  onChange,
}: {
  methods: readonly OrderMethod[];
  value: OrderMethod;
  onChange: (method: OrderMethod) => void;
}) {
  if (methods.length < 2) {
    const only = METHOD_LABELS[value];
    return (
      <p className="payment-methods__only">
        Cara bayar: <strong>{only.name}</strong>. {only.detail}
      </p>
    );
  }
  return (
    <fieldset className="payment-methods">
      <legend>Cara bayar</legend>
      {methods.map((method) => (
        <label key={method} className={`payment-method${method === value ? ' payment-method--chosen' : ''}`}>
          <input
            type="radio"
            name="method"
            value={method}
            checked={method === value}
            onChange={() => onChange(method)}
          />
          <span className="payment-method__name">{METHOD_LABELS[method].name}</span>
          <span className="payment-method__detail">{METHOD_LABELS[method].detail}</span>
        </label>
      ))}
    </fieldset>
  );
}
