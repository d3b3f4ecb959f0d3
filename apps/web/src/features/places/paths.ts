/** Places' paths (03 §2): venues and their rooms. Gathered into PATHS by lib/navigation/paths.ts. */
export const PLACES_PATHS = {
  venues: '/setup/venues',
  venueAdd: '/setup/venues/add',
  venueShow: '/setup/venues/:id/show',
  venueEdit: '/setup/venues/:id/edit',
  roomAdd: '/setup/venues/:venueId/rooms/add',
  roomShow: '/setup/venues/:venueId/rooms/:roomId/show',
  roomEdit: '/setup/venues/:venueId/rooms/:roomId/edit',
} as const;

/** The venues area's addresses with their ids filled in (03 §2). */
export const venuePaths = {
  list: PLACES_PATHS.venues,
  add: PLACES_PATHS.venueAdd,
  show: (id: string) => PLACES_PATHS.venueShow.replace(':id', encodeURIComponent(id)),
  edit: (id: string) => PLACES_PATHS.venueEdit.replace(':id', encodeURIComponent(id)),
  roomAdd: (venueId: string) => PLACES_PATHS.roomAdd.replace(':venueId', encodeURIComponent(venueId)),
  roomShow: (venueId: string, roomId: string) =>
    PLACES_PATHS.roomShow
      .replace(':venueId', encodeURIComponent(venueId))
      .replace(':roomId', encodeURIComponent(roomId)),
  roomEdit: (venueId: string, roomId: string) =>
    PLACES_PATHS.roomEdit
      .replace(':venueId', encodeURIComponent(venueId))
      .replace(':roomId', encodeURIComponent(roomId)),
};
