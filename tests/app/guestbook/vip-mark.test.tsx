// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GuestRow } from '../../../app/guestbook/check-in/guest-row';
import { VipTableHighlight } from '../../../app/guestbook/check-in/vip-mark';
import { TableCardVip } from '../../../app/owner/venue-settings/table-card-vip';
import { guestOf } from '../owner/venue-settings/table-souvenir-harness';

afterEach(cleanup);

/** A guest of honour at the door and on the owner's tables (docs/product.md#guestbook). */
describe('VIP guests', () => {
  it("shows 'VIP' beside a guest of honour's name in the usher's list, and nothing beside the others", () => {
    render(
      <ul>
        <GuestRow
          guest={guestOf('g-1', 'Pak Camat', { vip: true })}
          tableName="Meja 1"
          waiting={false}
          onPick={() => {}}
        />
        <GuestRow guest={guestOf('g-2', 'Mas Joko')} tableName="Meja 2" waiting={false} onPick={() => {}} />
      </ul>,
    );
    const [camat, joko] = screen.getAllByRole('button');
    expect(camat!.querySelector('.vip-tag')?.textContent).toBe('VIP');
    expect(joko!.querySelector('.vip-tag')).toBeNull();
  });

  it("highlights a guest of honour's table on the guest's panel", () => {
    const { container, rerender } = render(<VipTableHighlight guest={{ vip: true }} table="Meja 1" />);
    expect(container.querySelector('.vip-table')?.textContent).toBe('VIPMeja VIP: Meja 1');
    rerender(<VipTableHighlight guest={{ vip: true }} table={null} />);
    expect(container.textContent).toBe('VIPTamu VIP, belum ada meja');
    rerender(<VipTableHighlight guest={{ vip: false }} table="Meja 1" />);
    expect(container.textContent).toBe('');
  });

  it("says 'Ada tamu VIP' on a table that seats one, naming them", () => {
    const { container, rerender } = render(
      <TableCardVip seated={[guestOf('g-1', 'Pak Camat', { vip: true }), guestOf('g-2', 'Mas Joko')]} />,
    );
    expect(screen.getByText(/Ada tamu VIP/).textContent).toBe('VIP Ada tamu VIP: Pak Camat');
    rerender(<TableCardVip seated={[guestOf('g-2', 'Mas Joko')]} />);
    expect(container.textContent).toBe('');
  });
});
