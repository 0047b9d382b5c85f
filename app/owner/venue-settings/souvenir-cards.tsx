import type { Souvenir } from '../../../schemas/responses/guestbook';
import { formatNumber } from '../../../engine/format/rupiah';
import { Button } from '../../ui/button';
import { GuestbookOwnerMeter } from './guestbook-owner-meter';
import { SOUVENIR_RULE_LABELS, stockState, stockWarning } from './souvenir-stock';

/**
 * The souvenir kinds as cards: each its rule, how many were handed and how many are left of its
 * stock (a bar), a warning when the stock runs low or out, and 'Ubah' and 'Hapus'.
 */
export function SouvenirCards({
  souvenirs,
  onEdit,
  onRemove,
}: {
  souvenirs: readonly Souvenir[];
  onEdit: (souvenir: Souvenir) => void;
  onRemove: (souvenir: Souvenir) => void;
}) {
  return (
    <ul className="gb-cards" aria-label="Jenis suvenir">
      {souvenirs.map((souvenir) => {
        const state = stockState(souvenir);
        const warning = stockWarning(souvenir);
        return (
          <li key={souvenir.id} className="gb-card souvenir-card">
            <div>
              <h3 className="gb-card__name">{souvenir.name}</h3>
              <p className="gb-muted">{SOUVENIR_RULE_LABELS[souvenir.rule]}</p>
            </div>
            <dl className="souvenir-card__numbers">
              <div>
                <dt>Stok</dt>
                <dd>{formatNumber(souvenir.stock)}</dd>
              </div>
              <div>
                <dt>Diberikan</dt>
                <dd>{formatNumber(souvenir.handed)}</dd>
              </div>
              <div>
                <dt>Sisa</dt>
                <dd className={`souvenir-card__left souvenir-card__left--${state}`}>{formatNumber(souvenir.left)}</dd>
              </div>
            </dl>
            <GuestbookOwnerMeter
              role="progressbar"
              label={`${souvenir.name}: ${souvenir.handed} dari ${souvenir.stock} sudah diberikan`}
              value={souvenir.handed}
              max={souvenir.stock}
              tone={state === 'ok' ? 'normal' : state === 'low' ? 'low' : 'over'}
            />
            {warning && <p className={`gb-warning${state === 'low' ? ' gb-warning--low' : ''}`}>{warning}</p>}
            <div className="gb-card__actions">
              <Button variant="ghost" onClick={() => onEdit(souvenir)}>
                Ubah <span className="visually-hidden">{souvenir.name}</span>
              </Button>
              <Button variant="ghost" className="gb-danger-text" onClick={() => onRemove(souvenir)}>
                Hapus <span className="visually-hidden">{souvenir.name}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
