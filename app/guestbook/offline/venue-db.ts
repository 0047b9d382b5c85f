import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from '../../../engine/guestbook/outbox';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';

/*
 * What an usher's device keeps of the venue in IndexedDB, so a reload or a dropped connection still
 * shows and finds every guest, and no write made at the door is lost: per invitation the last server
 * snapshot, and the outbox of writes not yet answered (engine/guestbook/outbox.ts).
 */

export const VENUE_DB_NAME = 'undangan-guestbook';

export type KeptVenue = { invitation_id: string; snapshot: VenueSnapshot; saved_at: string };
export type KeptEntry = OutboxEntry & { invitation_id: string };

interface VenueDb extends DBSchema {
  venues: { key: string; value: KeptVenue };
  outbox: { key: string; value: KeptEntry; indexes: { by_invitation: string } };
}

export type VenueStorage = {
  /** The venue kept for the invitation, and its outbox (in no particular order). */
  load(invitationId: string): Promise<{ venue: KeptVenue | null; outbox: OutboxEntry[] }>;
  saveSnapshot(invitationId: string, snapshot: VenueSnapshot, savedAt: string): Promise<void>;
  /** Changes the outbox in one transaction: entries put, ids removed. */
  changeOutbox(
    invitationId: string,
    change: { put?: readonly OutboxEntry[]; remove?: readonly string[] },
  ): Promise<void>;
  close(): void;
};

/** Opens (and, the first time, makes) the device's venue database. */
export async function openVenueStorage(): Promise<VenueStorage> {
  const db: IDBPDatabase<VenueDb> = await openDB<VenueDb>(VENUE_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('venues', { keyPath: 'invitation_id' });
      database.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by_invitation', 'invitation_id');
    },
  });
  return {
    async load(invitationId) {
      const tx = db.transaction(['venues', 'outbox']);
      const [venue, kept] = await Promise.all([
        tx.objectStore('venues').get(invitationId),
        tx.objectStore('outbox').index('by_invitation').getAll(invitationId),
        tx.done,
      ]);
      const outbox = kept.map(({ invitation_id: _invitation, ...entry }) => entry as OutboxEntry);
      return { venue: venue ?? null, outbox };
    },
    async saveSnapshot(invitationId, snapshot, savedAt) {
      await db.put('venues', { invitation_id: invitationId, snapshot, saved_at: savedAt });
    },
    async changeOutbox(invitationId, { put = [], remove = [] }) {
      const tx = db.transaction('outbox', 'readwrite');
      await Promise.all([
        ...remove.map((id) => tx.store.delete(id)),
        ...put.map((entry) => tx.store.put({ ...entry, invitation_id: invitationId })),
        tx.done,
      ]);
    },
    close: () => db.close(),
  };
}

/**
 * A stand-in kept in memory, for a browser that refuses IndexedDB (a private window, a full disk):
 * the page still works while it stays open, without surviving a reload.
 */
export function memoryVenueStorage(): VenueStorage {
  const venues = new Map<string, KeptVenue>();
  const outbox = new Map<string, KeptEntry>();
  return {
    async load(invitationId) {
      const entries = [...outbox.values()].filter((entry) => entry.invitation_id === invitationId);
      return {
        venue: venues.get(invitationId) ?? null,
        outbox: entries.map(({ invitation_id: _invitation, ...entry }) => entry as OutboxEntry),
      };
    },
    async saveSnapshot(invitationId, snapshot, savedAt) {
      venues.set(invitationId, { invitation_id: invitationId, snapshot, saved_at: savedAt });
    },
    async changeOutbox(invitationId, { put = [], remove = [] }) {
      for (const id of remove) outbox.delete(id);
      for (const entry of put) outbox.set(entry.id, { ...entry, invitation_id: invitationId });
    },
    close() {},
  };
}
