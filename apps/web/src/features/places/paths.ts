import { PATHS } from '../../lib/navigation/paths';

/** The venues area's addresses with their ids filled in (03 §2). */
export const venuePaths = {
  list: PATHS.venues,
  add: PATHS.venueAdd,
  show: (id: string) => PATHS.venueShow.replace(':id', encodeURIComponent(id)),
  edit: (id: string) => PATHS.venueEdit.replace(':id', encodeURIComponent(id)),
  roomAdd: (venueId: string) => PATHS.roomAdd.replace(':venueId', encodeURIComponent(venueId)),
  roomShow: (venueId: string, roomId: string) =>
    PATHS.roomShow.replace(':venueId', encodeURIComponent(venueId)).replace(':roomId', encodeURIComponent(roomId)),
  roomEdit: (venueId: string, roomId: string) =>
    PATHS.roomEdit.replace(':venueId', encodeURIComponent(venueId)).replace(':roomId', encodeURIComponent(roomId)),
};
