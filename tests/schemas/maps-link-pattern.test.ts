import { describe, expect, it } from 'vitest';
import { validatePayload } from '../../engine/validation/validate-payload';
import { eventCreateSchema, eventUpdateSchema } from '../../schemas/requests/content';
import { invitationEventSchema } from '../../schemas/entities/invitation-event.schema';

const event = {
  label: 'Akad Nikah',
  start_date: '2026-06-14T08:00:00+07:00',
  venue: 'Masjid Raya',
  address: 'Jl. Pahlawan 1, Surabaya',
};
const withMaps = (maps_url: string) => validatePayload(eventUpdateSchema, { ...event, maps_url });

describe('an event’s maps link', () => {
  it.each([
    'https://maps.google.com/?q=Masjid+Raya+Al-Falah+Surabaya',
    'https://maps.google.com',
    'https://maps.google.co.id/maps?q=Surabaya',
    'https://www.google.com/maps/place/Masjid+Raya/@-7.29,112.73,17z',
    'https://google.com/maps?q=-7.29,112.73',
    'https://www.google.co.id/maps/dir//Surabaya',
    'http://goo.gl/maps/AbCdEf123',
    'https://maps.app.goo.gl/AbCdEf123XyZ',
    'https://maps.app.goo.gl/?link=x',
  ])('takes a Google Maps link: %s', (link) => {
    expect(withMaps(link).ok).toBe(true);
  });

  it.each([
    'maps.google.com',
    'https://peta.contoh.id/masjid',
    'https://www.openstreetmap.org/#map=17/-7.29/112.73',
    'https://www.google.com/search?q=masjid',
    'https://google.com/mapsx',
    'https://maps.google.com.evil.example/?q=x',
    'https://evil.example/?u=https://maps.app.goo.gl/x',
    'https://goo.gl/AbCdEf',
    'https://maps.app.goo.gl.evil.example/x',
    'javascript:alert(1)',
  ])('refuses anything else, saying so at the field: %s', (link) => {
    expect(withMaps(link)).toEqual({
      ok: false,
      errors: [{ field: 'maps_url', message: 'Tautan peta harus tautan Google Maps' }],
    });
  });

  it('is checked when an event is added too', () => {
    const result = validatePayload(eventCreateSchema, {
      ...event,
      invitation_id: 'inv-1',
      maps_url: 'https://peta.contoh.id',
    });
    expect(result.ok).toBe(false);
  });

  it('still says a too long link is too long', () => {
    const result = withMaps(`https://maps.google.com/?q=${'x'.repeat(3000)}`);
    expect(!result.ok && result.errors[0]?.message).toMatch(/^Tautan peta maksimal/);
  });

  it('leaves the stored event’s schema as it was (links saved before the rule)', () => {
    expect(invitationEventSchema.properties.maps_url.pattern).toBe('^https?://');
  });
});
