import { WayBackCard } from '../../ui/way-back-card';

/**
 * What a signed-in account that is no operator's sees at /admin (the console API's 403): whose
 * account this is, and the way back to its own invitations.
 */
export function OperatorsOnlyPage({ email }: { email: string }) {
  return (
    <WayBackCard title="Halaman ini khusus operator">
      Akun {email} bukan akun operator, jadi konsol operator tidak dapat dibuka. Kelola undangan Anda dari halaman
      Undangan Saya.
    </WayBackCard>
  );
}
