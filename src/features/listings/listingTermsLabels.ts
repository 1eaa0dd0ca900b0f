/** The words for a listing's room type and bills, shared by the cards, the filters and the listing page. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Bill, RoomType } from '../../gql/graphql';

export const roomTypeLabels: Record<RoomType, MessageDescriptor> = {
  ENTIRE_PLACE: msg({ message: 'Entire place', comment: 'Room type: a whole flat or house' }),
  STUDIO: msg({ message: 'Studio', comment: 'Room type: one room with its own kitchenette and bathroom' }),
  PRIVATE_ROOM: msg({ message: 'Private room', comment: "Room type: a bedroom of one's own in a shared flat" }),
  SHARED_ROOM: msg({ message: 'Shared room', comment: 'Room type: a bed in a bedroom shared with another tenant' }),
};

/** Lower case in English: they are listed inside a sentence ('Included — electricity, water, internet'). */
export const billLabels: Record<Bill, MessageDescriptor> = {
  ELECTRICITY: msg({ message: 'electricity', comment: 'A bill included in the rent, in a list after "Included —"' }),
  HEATING: msg({ message: 'heating', comment: 'A bill included in the rent (heating or gas), in a list after "Included —"' }),
  WATER: msg({ message: 'water', comment: 'A bill included in the rent, in a list after "Included —"' }),
  INTERNET: msg({ message: 'internet', comment: 'A bill included in the rent, in a list after "Included —"' }),
};
