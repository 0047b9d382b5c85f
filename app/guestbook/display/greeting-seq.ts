/*
 * The last check-in the hall's display greeted, kept on the device per invitation: a reload or a
 * reconnect asks the guestbook's socket for what came after it, so nobody is greeted twice.
 */
const key = (invitationId: string) => `undangan.greeting_seq.${invitationId}`;

export const greetedSeq = {
  /** The seq remembered for the invitation, or null when this device has greeted nobody yet. */
  read(invitationId: string): number | null {
    try {
      const seq = Number(globalThis.localStorage?.getItem(key(invitationId)) ?? NaN);
      return Number.isInteger(seq) && seq >= 0 ? seq : null;
    } catch {
      return null;
    }
  },
  save(invitationId: string, seq: number): void {
    try {
      globalThis.localStorage?.setItem(key(invitationId), String(seq));
    } catch {
      // A full or blocked storage: the screen still greets; a reload would start afresh.
    }
  },
};
