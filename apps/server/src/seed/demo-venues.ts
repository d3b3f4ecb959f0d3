import type { Transaction } from '../db/client.js';
import { rooms, venues } from '../db/schema/index.js';
import type { DemoRooms } from './demo-events.js';
import type { DemoMediaFile } from './demo-media.js';

interface Place {
  id: string;
  customerId: string;
}

/**
 * Demo venues and rooms (issue 13): Northwind Events has an active London venue with three rooms
 * (8, 12 and 30 seats) and a draft Manchester venue; Southwind has one venue. The coordinates
 * are typed in (`manual`), as no geocoder is configured. The London venue and its rooms show
 * pictures (and the lecture theatre the accessibility guide) from Northwind Events' media library.
 */
export async function seedDemoVenues(
  tx: Transaction,
  events: Place,
  campus: Place,
  media: Record<DemoMediaFile, string>,
): Promise<DemoRooms> {
  const [london, , southwind] = await tx
    .insert(venues)
    .values([
      {
        customerId: events.customerId,
        workspaceId: events.id,
        name: 'Northwind London Training Centre',
        description: 'Our main training centre, five minutes from Farringdon station.',
        contactEmail: 'venues@northwind.test',
        contactPhone: '020 7946 0018',
        address1: '18 Clerkenwell Road',
        city: 'London',
        postcode: 'EC1M 5RN',
        country: 'United Kingdom',
        formattedAddress: '18 Clerkenwell Road, London, EC1M 5RN, United Kingdom',
        lat: 51.5226,
        lng: -0.1027,
        addressType: 'manual',
        status: 'active',
        fileIds: [media['london-venue.jpg']],
      },
      {
        customerId: events.customerId,
        workspaceId: events.id,
        name: 'Northwind Manchester Hub',
        description: 'Opening next year: rooms are still being fitted.',
        address1: '4 Piccadilly Place',
        city: 'Manchester',
        postcode: 'M1 3BN',
        country: 'United Kingdom',
        formattedAddress: '4 Piccadilly Place, Manchester, M1 3BN, United Kingdom',
        status: 'draft',
      },
      {
        customerId: campus.customerId,
        workspaceId: campus.id,
        name: 'Southwind Science Building',
        address1: '2 College Green',
        city: 'Bristol',
        postcode: 'BS1 5TA',
        country: 'United Kingdom',
        formattedAddress: '2 College Green, Bristol, BS1 5TA, United Kingdom',
        status: 'active',
      },
    ])
    .returning();
  if (!london || !southwind) throw new Error('demo venues');
  const room = (
    venue: typeof london,
    name: string,
    capacity: number,
    cost: number,
    location: string,
    fileIds: string[] = [],
  ) => ({
    customerId: venue.customerId,
    workspaceId: venue.workspaceId,
    venueId: venue.id,
    name,
    capacity,
    cost,
    costPeriod: 'hour' as const,
    location,
    status: 'active' as const,
    fileIds,
  });
  const [boardroom, workshop, theatre] = await tx
    .insert(rooms)
    .values([
      room(london, 'Boardroom', 8, 40, 'First floor', [media['meeting-room.jpg']]),
      room(london, 'Workshop room', 12, 55, 'First floor', [media['workshop-room.jpg']]),
      room(london, 'Lecture theatre', 30, 120, 'Ground floor', [
        media['main-stage.png'],
        media['accessibility-guide.pdf'],
      ]),
      room(southwind, 'Lab 1', 16, 0, 'Ground floor'),
    ])
    .returning();
  if (!boardroom || !workshop || !theatre) throw new Error('demo rooms');
  return { venueId: london.id, boardroom, workshop, theatre };
}
