/** Why the camera would not open, in the usher's words (the name search always remains). */
export function cameraFailureMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const text = String(error instanceof Error ? error.message : error);
  if (!globalThis.isSecureContext) {
    return 'Kamera hanya bisa dipakai lewat alamat https. Cari tamu dengan nama.';
  }
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Izin kamera ditolak. Izinkan kamera untuk situs ini di pengaturan browser, atau cari tamu dengan nama.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || /camera not found/i.test(text)) {
    return 'Kamera tidak ditemukan di perangkat ini. Cari tamu dengan nama.';
  }
  if (name === 'NotReadableError') {
    return 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu lalu coba lagi.';
  }
  return 'Kamera tidak bisa dibuka. Coba lagi, atau cari tamu dengan nama.';
}
