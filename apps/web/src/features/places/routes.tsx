import type { DomainRoutes } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import type { placesScreens } from './screens';

/** The component of each places screen (screens.ts), loaded lazily (one chunk each). */
export const placesRoutes = {
  guarded: {
    [PATHS.venues]: async () => (await import('./components/VenueListPage')).VenueListPage,
    [PATHS.venueAdd]: async () => (await import('./components/VenueFormPage')).VenueAddPage,
    [PATHS.venueShow]: async () => (await import('./components/VenuePage')).VenuePage,
    [PATHS.venueEdit]: async () => (await import('./components/VenueFormPage')).VenueEditPage,
    [PATHS.roomAdd]: async () => (await import('./components/RoomFormPage')).RoomAddPage,
    [PATHS.roomShow]: async () => (await import('./components/RoomPage')).RoomPage,
    [PATHS.roomEdit]: async () => (await import('./components/RoomFormPage')).RoomEditPage,
  },
} satisfies DomainRoutes<typeof placesScreens>;
