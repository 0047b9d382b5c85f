/** The seats of a guest's invitation as the list says them: '2 kursi' (docs/product.md#guest-list). */
export function GuestSeats({ seats }: { seats: number }) {
  return <span className="guest-seats">{seats} kursi</span>;
}
