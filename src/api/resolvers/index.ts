import type { Resolvers } from '../generated/resolvers';
import { accountMutations, accountQueries } from './account';
import { authMutations, authQueries } from './auth';
import { bookingFields, bookingMutations, bookingQueries } from './bookings';
import { contactMutations } from './contact';
import { conversationSubscriptions } from './conversationEvents';
import { conversationFields, conversationMutations, conversationQueries, messageFields } from './conversations';
import { landlordFields, landlordMutations, landlordQueries } from './landlord';
import { photoFields } from './listingPhotos';
import { propertyDetailFields } from './propertyDetails';
import { propertyFields, propertyQueries } from './properties';
import { DateScalar } from './scalars';
import { savedFields, savedMutations, savedQueries } from './saved';
import { storageQueries } from './storage';
import { suggestionQueries } from './suggestions';

export const resolvers: Resolvers = {
  Date: DateScalar,
  Query: {
    ...propertyQueries,
    ...authQueries,
    ...storageQueries,
    ...savedQueries,
    ...suggestionQueries,
    ...landlordQueries,
    ...accountQueries,
    ...conversationQueries,
    ...bookingQueries,
  },
  Subscription: { ...conversationSubscriptions },
  Mutation: {
    ...authMutations,
    ...contactMutations,
    ...savedMutations,
    ...landlordMutations,
    ...accountMutations,
    ...conversationMutations,
    ...bookingMutations,
  },
  Property: { ...propertyFields, ...propertyDetailFields, ...savedFields, ...landlordFields, ...photoFields },
  Conversation: conversationFields,
  Message: messageFields,
  Booking: bookingFields,
};
