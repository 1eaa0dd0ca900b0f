import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { PropertyNode, UniversityRecord } from '../data/model';
import type { StoredUser } from '../store/shapes';
import type { ConversationView, MessageView } from '../store/conversations';
import type { BookingView } from '../store/bookings';
import type { ApiContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A calendar date without a time of day or a time zone, in ISO 8601 form: YYYY-MM-DD, such as
   * 2027-09-01. The same day wherever the student and the server are. Anything else (another form, a
   * time, a day the calendar lacks such as 2027-02-29) is refused with `extensions.code =
   * "INVALID_INPUT"`.
   */
  Date: { input: string; output: string; }
};

/** What updateAccount needs: the names, as at sign-up. */
export type AccountInput = {
  /** Required, at most 50 characters. */
  firstName: Scalars['String']['input'];
  /** Required, at most 50 characters. */
  lastName: Scalars['String']['input'];
};

/** What signup and login answer. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Why no one was signed in; empty on success. */
  errors: Array<UserError>;
  /** The signed-in user, when it worked. */
  user: Maybe<User>;
};

/** A bill that a rent may include. */
export type Bill =
  /** Electricity. */
  | 'ELECTRICITY'
  /** Heating, or the gas that heats the place and the water. */
  | 'HEATING'
  /** Internet (broadband or fibre, usually with WiFi). */
  | 'INTERNET'
  /** Water. */
  | 'WATER';

/** A stay the listing is booked for: from the move-in up to the move-out, which is free again. */
export type BookedPeriod = {
  __typename?: 'BookedPeriod';
  moveIn: Scalars['Date']['output'];
  moveOut: Scalars['Date']['output'];
};

/**
 * A request to book a stay, as its student or its landlord sees it. Amounts are whole euros for the
 * whole stay, as they were when it was asked; nothing is charged through CampusNest.
 */
export type Booking = {
  __typename?: 'Booking';
  /** Bills not included in the rent (their estimate) × months; 0 when included. */
  bills: Scalars['Int']['output'];
  /** The pair's conversation, where each change is posted; null for an erased side. */
  conversationId: Maybe<Scalars['ID']['output']>;
  /** When it was asked (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Declined because the landlord accepted another request for some of the same nights. */
  declinedForOverlap: Scalars['Boolean']['output'];
  deposit: Scalars['Int']['output'];
  /** When the landlord's time to answer ends (ISO 8601). */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The listing while it is there to be seen; null once it is deleted or unpublished (for its student). */
  listing: Maybe<Property>;
  /** The listing's name when the request was made. */
  listingName: Scalars['String']['output'];
  /** The student's message to the landlord; '' without one. */
  message: Scalars['String']['output'];
  /** The stay's months, counted as PropertyFilter.moveOut says. */
  months: Scalars['Int']['output'];
  moveIn: Scalars['Date']['output'];
  /** The day the student leaves. */
  moveOut: Scalars['Date']['output'];
  /** Rent × months. */
  rent: Scalars['Int']['output'];
  /** The landlord's message with a decline; '' without one. */
  reply: Scalars['String']['output'];
  status: BookingStatus;
  /** The student's first name ('' once their account is deleted). */
  studentFirstName: Scalars['String']['output'];
  /** Rent, bills and deposit. */
  total: Scalars['Int']['output'];
};

/** Which change of a request to book a line tells. */
export type BookingChange =
  | 'ACCEPTED'
  /** Cancelled by the student. */
  | 'CANCELLED'
  /** Declined by the landlord. */
  | 'DECLINED'
  /** Declined as the landlord accepted another request for some of the same nights. */
  | 'DECLINED_FOR_OVERLAP'
  /** Unanswered for 48 hours. */
  | 'EXPIRED'
  /** The student asked; the landlord has 48 hours to answer. */
  | 'REQUESTED';

/** What a request to book's line in a conversation says. */
export type BookingLine = {
  __typename?: 'BookingLine';
  change: BookingChange;
  months: Scalars['Int']['output'];
  moveIn: Scalars['Date']['output'];
  /** The day the student leaves. */
  moveOut: Scalars['Date']['output'];
  /** The student's message with a request, the landlord's with a decline; '' without one. */
  note: Scalars['String']['output'];
  /** Rent, bills and deposit. */
  total: Scalars['Int']['output'];
};

/** What the booking mutations answer. */
export type BookingPayload = {
  __typename?: 'BookingPayload';
  /** The request after the change; null when refused. */
  booking: Maybe<Booking>;
  /** Why it was refused; empty on success. */
  errors: Array<UserError>;
};

/** Where a request to book stands. A pending request unanswered for 48 hours reads as EXPIRED. */
export type BookingStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'PENDING';

/** A message from a student to a property's landlord. Every field is required. */
export type ContactFormInput = {
  /** The sender's email address. */
  email: Scalars['String']['input'];
  /** The message, at most 2000 characters. */
  message: Scalars['String']['input'];
  /** The sender's name, at most 100 characters. */
  name: Scalars['String']['input'];
  /** The sender's phone number, with its country code. */
  phone: Scalars['String']['input'];
  /** The property the message is about. */
  propertyId: Scalars['ID']['input'];
};

/** What submitContactForm answers. */
export type ContactFormPayload = {
  __typename?: 'ContactFormPayload';
  /** Why the message was not sent; empty on success. */
  errors: Array<UserError>;
  /** True when the message was sent. */
  ok: Scalars['Boolean']['output'];
};

/** How a user is reached. */
export type ContactType =
  /** An email address. */
  | 'EMAIL'
  /** A phone number. */
  | 'PHONE';

/**
 * One student and one landlord writing about one listing (docs/product.md#messages). The listing
 * page's contact form starts it; only its two sides can read it.
 */
export type Conversation = {
  __typename?: 'Conversation';
  /** A random id. */
  id: Scalars['ID']['output'];
  /**
   * The latest message's request-to-book line when it is one, null for a message someone wrote: its
   * kind and figures, for a page to word in the reader's language (lastMessageStart has it in English).
   */
  lastBookingLine: Maybe<BookingLine>;
  /** When the latest message was sent, in ISO 8601 (UTC). */
  lastMessageAt: Scalars['String']['output'];
  /** The start of the latest message: its first 140 characters (a request to book's line in English). */
  lastMessageStart: Scalars['String']['output'];
  /** The listing it is about; null once the listing is deleted or its owner took it down. */
  listing: Maybe<Property>;
  /** The listing's name, kept when the listing goes. */
  listingName: Scalars['String']['output'];
  /**
   * A page of messages, oldest first: the latest `last` ones, or the `last` ones before the cursor
   * `before` (a previous page's `pageInfo.startCursor`), or the first `last` ones after the cursor
   * `after` (the last message seen: what a client that lost its connection missed).
   */
  messages: MessageConnection;
  /** Which side the signed-in user is on. */
  myRole: ConversationRole;
  /** The other side's first name; empty once their account is deleted (the pages say 'Deleted user'). */
  otherName: Scalars['String']['output'];
  /** True when the other side wrote since the signed-in user last opened it. */
  unread: Scalars['Boolean']['output'];
};


/**
 * One student and one landlord writing about one listing (docs/product.md#messages). The listing
 * page's contact form starts it; only its two sides can read it.
 */
export type ConversationMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of conversations. */
export type ConversationConnection = {
  __typename?: 'ConversationConnection';
  /** The conversations, the latest message first. */
  edges: Array<ConversationEdge>;
  /** Whether more pages follow, and where to continue. */
  pageInfo: PageInfo;
};

/** One conversation in a page. */
export type ConversationEdge = {
  __typename?: 'ConversationEdge';
  /** Pass as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The conversation. */
  node: Conversation;
};

/** What conversationEvents sends: a new message, or on a subscription without a cursor, where to resume from. */
export type ConversationEvent = {
  __typename?: 'ConversationEvent';
  /** The conversation the message is in, after it; null with the message. */
  conversation: Maybe<Conversation>;
  /** Pass as `after` when subscribing again, to be sent what came after this event. */
  cursor: Scalars['String']['output'];
  /** The new message; null on the first event of a subscription without `after`, and when only the count changed. */
  message: Maybe<Message>;
  /** How many of the user's conversations hold unread messages, with this message counted. */
  unreadConversationCount: Scalars['Int']['output'];
};

/** Which side of a conversation someone writes from. */
export type ConversationRole =
  /** The listing's landlord. */
  | 'LANDLORD'
  /** The student who wrote about the listing. */
  | 'STUDENT';

/** A point on the map, in decimal degrees. */
export type Coordinates = {
  __typename?: 'Coordinates';
  /** Latitude, north positive. */
  lat: Scalars['Float']['output'];
  /** Longitude, east positive. */
  lng: Scalars['Float']['output'];
};

/** A point on the map, in decimal degrees. */
export type CoordinatesInput = {
  /** Latitude, north positive. */
  lat: Scalars['Float']['input'];
  /** Longitude, east positive. */
  lng: Scalars['Float']['input'];
};

/** Why a listing cannot take a stay (DATES_UNAVAILABLE). */
export type DateProblem =
  /** The move-out is after the listing's availableUntil. */
  | 'AFTER_AVAILABLE'
  /** The move-in is before the listing's availableFrom. */
  | 'BEFORE_AVAILABLE'
  /** An accepted stay holds some of these nights. */
  | 'BOOKED'
  /** The move-in is before today. */
  | 'IN_THE_PAST'
  | 'MOVE_OUT_NOT_AFTER_MOVE_IN'
  /** The move-in is more than 2 years after today. */
  | 'TOO_FAR_AHEAD'
  /** More months than maxStayMonths. */
  | 'TOO_LONG'
  /** Fewer months than minStayMonths. */
  | 'TOO_SHORT';

/** What deleteAccount needs. */
export type DeleteAccountInput = {
  /** From verifyOtp, for a code sent with intent DELETE_ACCOUNT to the account's contact. */
  verificationToken: Scalars['String']['input'];
};

/** What deleteAccount answers. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  /** True when the account was erased. */
  deleted: Scalars['Boolean']['output'];
  /** Why nothing was erased (SIGN_IN_REQUIRED, VERIFICATION_REQUIRED); empty on success. */
  errors: Array<UserError>;
};

/** What deleteListing answers. */
export type DeleteListingPayload = {
  __typename?: 'DeleteListingPayload';
  /** True when the listing was deleted. */
  deleted: Scalars['Boolean']['output'];
  /** Why nothing was deleted (SIGN_IN_REQUIRED, LISTING_NOT_FOUND); empty on success. */
  errors: Array<UserError>;
};

/** A stable code for every expected failure. */
export type ErrorCode =
  /** The student has a pending request for this listing already. Message: 'You already asked to book this place.' */
  | 'ALREADY_REQUESTED'
  /** The signed-in user has no request to book with this id (someone else's is answered alike). Message: 'Booking request not found.' */
  | 'BOOKING_NOT_FOUND'
  /** The request was answered, cancelled or expired already. Message: 'This request is no longer pending.' */
  | 'BOOKING_NOT_PENDING'
  /** An account already has this email or phone. */
  | 'CONTACT_ALREADY_REGISTERED'
  /**
   * The signed-in user has no conversation with this id: someone else's is answered exactly as one
   * that does not exist. Message: 'Conversation not found.'
   */
  | 'CONVERSATION_NOT_FOUND'
  /** The listing cannot take these dates: UserError.reason says why. Message: the reason in English. */
  | 'DATES_UNAVAILABLE'
  /** An input field is missing or malformed; `field` names it. */
  | 'INVALID_INPUT'
  /** The code or the contact does not match. Message: 'Invalid OTP'. */
  | 'INVALID_OTP'
  /**
   * The signed-in user has no listing with this id: another user's listing is answered exactly as
   * one that does not exist. Message: 'No listing of yours has this id.'
   */
  | 'LISTING_NOT_FOUND'
  /** No code is pending for this contact, or it has expired. Message: 'OTP expired'. */
  | 'OTP_EXPIRED'
  /** A landlord cannot book their own listing. Message: 'This is your own listing.' */
  | 'OWN_LISTING'
  /** No property has this id. */
  | 'PROPERTY_NOT_FOUND'
  /**
   * Too many codes asked for or tried, sign-ups, log-ins, messages or saves, for this contact,
   * sender or listing or from this network address in a short time (server mode only).
   * `retryAfterSeconds` says when to try again.
   */
  | 'RATE_LIMITED'
  /**
   * The other side of the conversation deleted their account: nobody would read a reply. Message:
   * 'This user has deleted their account: replies can no longer be sent.'
   */
  | 'RECIPIENT_DELETED'
  /** Only a signed-in user may do this. Message: 'Please log in first.' */
  | 'SIGN_IN_REQUIRED'
  /** 5 wrong tries: the code was discarded. Message: 'Too many attempts. Please request a new code.' */
  | 'TOO_MANY_ATTEMPTS'
  /** No account has this email or phone. Message: 'User not found'. */
  | 'USER_NOT_FOUND'
  /** signup or login was called without a valid verification token for the contact. */
  | 'VERIFICATION_REQUIRED';

/** The owner of a property, as a student can contact them. */
export type Landlord = {
  __typename?: 'Landlord';
  /** URL of the landlord's avatar image. */
  avatar: Scalars['String']['output'];
  /** Where students can write to the landlord. */
  email: Scalars['String']['output'];
  /** The landlord's full name. */
  name: Scalars['String']['output'];
  /** An international phone number, such as '+31 6 1234 5678'. */
  phone: Scalars['String']['output'];
};

/**
 * A listing as its landlord writes it (createListing, updateListing). Texts are trimmed; the limits
 * are src/lib/listingInput.ts's, and each failure comes back as INVALID_INPUT with the field's name.
 */
export type ListingInput = {
  /** 5 to 200 characters. */
  address: Scalars['String']['input'];
  /** Each at most once, from the pool `Property.amenities` lists. */
  amenities: Array<Scalars['String']['input']>;
  /** The first day the place is free. */
  availableFrom: Scalars['Date']['input'];
  /** After `availableFrom`; null: free for as long as anyone wants it. */
  availableUntil?: InputMaybe<Scalars['Date']['input']>;
  /** 1 to 6. */
  bathrooms: Scalars['Int']['input'];
  /** 1 to 10. */
  bedrooms: Scalars['Int']['input'];
  /** Without `billsIncluded`: the estimate in whole euros a month, 0 to 1000; ignored otherwise. */
  billsEstimate?: InputMaybe<Scalars['Int']['input']>;
  /** True when the rent includes bills. */
  billsIncluded: Scalars['Boolean']['input'];
  /** One of the cities CampusNest serves, spelt as `universities` spells them. */
  city: Scalars['String']['input'];
  /** Within 20 km of the city's centre. */
  coordinates: CoordinatesInput;
  /** Deposit in whole euros, 0 to 20000. */
  deposit: Scalars['Int']['input'];
  /** 20 to 5000 characters; paragraphs separated by a blank line. */
  description: Scalars['String']['input'];
  /** With `billsIncluded`: which (at least one, each once); ignored otherwise. */
  includedBills: Array<Bill>;
  /** At least `minStayMonths`, at most 60; null: no limit. */
  maxStayMonths?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 12. */
  minStayMonths: Scalars['Int']['input'];
  /** 3 to 100 characters. */
  name: Scalars['String']['input'];
  /**
   * The photos in order, the first the cover: at most 8, each once, each either one of the
   * signed-in user's own uploads or one the listing already has (`Photo.id`). A published listing
   * keeps at least 3. Null keeps the listing's photos as they are (none for a new listing).
   */
  photos?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Monthly rent in whole euros, 100 to 5000. */
  price: Scalars['Int']['input'];
  /** What is rented. */
  roomType: RoomType;
  /** One of the city's universities. */
  university: Scalars['String']['input'];
};

/** What the listing mutations answer. */
export type ListingPayload = {
  __typename?: 'ListingPayload';
  /** Why nothing changed; empty on success. */
  errors: Array<UserError>;
  /** The listing as it now is; null when nothing was found or created. */
  listing: Maybe<Property>;
};

/** Whether students can find a listing. */
export type ListingStatus =
  /** In the search, the maps and its page, for everyone. */
  | 'PUBLISHED'
  /** Taken down or not yet published: its owner alone sees it. */
  | 'UNPUBLISHED';

/** What login needs: a contact with an account, verified with a code. */
export type LoginInput = {
  /** The contact, as verified. */
  contact: Scalars['String']['input'];
  /** The contact's type, as verified. */
  type: ContactType;
  /** From verifyOtp for this contact. */
  verificationToken: Scalars['String']['input'];
};

/** What logoutOtherDevices answers. */
export type LogoutOtherDevicesPayload = {
  __typename?: 'LogoutOtherDevicesPayload';
  /** How many other sessions were ended. */
  ended: Scalars['Int']['output'];
  /** Why nothing was ended (SIGN_IN_REQUIRED); empty on success. */
  errors: Array<UserError>;
};

/** What logout answers. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true: after logout nobody is signed in. */
  ok: Scalars['Boolean']['output'];
};

/** What markConversationRead answers. */
export type MarkConversationReadPayload = {
  __typename?: 'MarkConversationReadPayload';
  /** The conversation, now read; null when not found. */
  conversation: Maybe<Conversation>;
  /** Why nothing changed; empty on success. */
  errors: Array<UserError>;
  /** How many conversations still hold unread messages. */
  unreadConversationCount: Scalars['Int']['output'];
};

/** A message in a conversation: plain text, never markup. */
export type Message = {
  __typename?: 'Message';
  /**
   * For a line a request to book posted (docs/product.md#bookings): its kind and figures, for the
   * page to word in the reader's language (`text` holds it in English). Null for a message someone
   * wrote, and for lines kept before lines had a kind (their `text` alone says it).
   */
  bookingLine: Maybe<BookingLine>;
  /** Its id, increasing with each message of the conversation. */
  id: Scalars['ID']['output'];
  /** True when the signed-in user wrote it. */
  isMine: Scalars['Boolean']['output'];
  /** The writer's first name; empty once their account is deleted. */
  senderName: Scalars['String']['output'];
  /** Which side wrote it. */
  senderRole: ConversationRole;
  /** When it was sent, in ISO 8601 (UTC). */
  sentAt: Scalars['String']['output'];
  /** The text, 1 to 5,000 characters, as written (line breaks kept). */
  text: Scalars['String']['output'];
};

/** A page of messages, oldest first. */
export type MessageConnection = {
  __typename?: 'MessageConnection';
  /** The messages, oldest first. */
  edges: Array<MessageEdge>;
  /** Whether older and newer messages exist beyond the page. */
  pageInfo: MessagePageInfo;
};

/** One message in a page. */
export type MessageEdge = {
  __typename?: 'MessageEdge';
  /** Pass as `before` or `after` to continue from it. */
  cursor: Scalars['String']['output'];
  /** The message. */
  node: Message;
};

/** Where a page of messages starts and ends. */
export type MessagePageInfo = {
  __typename?: 'MessagePageInfo';
  /** The cursor of the page's last message; null on an empty page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** True when newer messages exist than the page's last. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when older messages exist than the page's first. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the page's first message; null on an empty page. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The listing's landlord accepts a pending request: its nights leave the search, and the other
   * pending requests for any of them are declined, telling their students why. Nights another
   * accepted stay holds are DATES_UNAVAILABLE (BOOKED), even when two answers come at the same moment.
   */
  acceptBooking: BookingPayload;
  /** The student withdraws a pending request. Anyone else's request is BOOKING_NOT_FOUND; one no longer pending is BOOKING_NOT_PENDING. */
  cancelBooking: BookingPayload;
  /**
   * Creates a listing owned by the signed-in user (SIGN_IN_REQUIRED for a visitor). It starts
   * UNPUBLISHED: publishListing puts it in the search once it has its photos. Every field is checked
   * (INVALID_INPUT, with the field). A server allows each landlord one new listing a minute
   * (RATE_LIMITED).
   */
  createListing: ListingPayload;
  /** The listing's landlord declines a pending request, with an optional message (up to 5,000 characters) to the student. */
  declineBooking: BookingPayload;
  /**
   * Erases the signed-in account and everything it holds: its sessions everywhere, its saved
   * listings, its codes, its listings (unpublished and removed with their photos) and the account
   * itself, as one step; then nobody is signed in here. Needs a token from verifyOtp for a code sent
   * with intent DELETE_ACCOUNT to the account's own contact: an open session alone cannot erase an
   * account, and a code sent to log in cannot do it (VERIFICATION_REQUIRED).
   */
  deleteAccount: DeleteAccountPayload;
  /** Deletes the owner's listing for good, published or not, and the uploaded photos no other listing of theirs uses. */
  deleteListing: DeleteListingPayload;
  /**
   * Signs in the account of a verified contact. The token is checked first, as for signup, and a
   * server counts each call as signup does.
   */
  login: AuthPayload;
  /** Ends the session. Always succeeds. */
  logout: LogoutPayload;
  /**
   * Ends every session of the signed-in user but this one, in every browser and device. In the
   * browser mode there is one session, shared by the browser's tabs, so nothing else ends.
   */
  logoutOtherDevices: LogoutOtherDevicesPayload;
  /** Marks every message of one of the signed-in user's conversations as read by them. */
  markConversationRead: MarkConversationReadPayload;
  /**
   * Puts the owner's listing in the search, the maps and its page for everyone. Refused (INVALID_INPUT
   * on `photos`) while it has fewer than 3 photos. Publishing a published listing changes nothing.
   */
  publishListing: ListingPayload;
  /**
   * Asks a published listing's landlord to rent it for a stay (docs/product.md#bookings). Dates the
   * listing cannot take are DATES_UNAVAILABLE with the `reason` (UserError.reason) and the date at
   * fault as `field`; an unknown or unpublished listing is PROPERTY_NOT_FOUND; one's own listing is
   * OWN_LISTING; a second pending request for the same listing is ALREADY_REQUESTED; a visitor gets
   * SIGN_IN_REQUIRED. The landlord has 48 hours to answer. The request is posted in the pair's
   * conversation. A server limits the requests per student in an hour (RATE_LIMITED).
   */
  requestBooking: BookingPayload;
  /**
   * Saves a listing for whoever asks: the signed-in user's account, or this browser's visitor (whose
   * saves join the account at sign-up or log-in). Saving a saved listing changes nothing. An id that
   * no listing has gives PROPERTY_NOT_FOUND. A server limits the saves per network address in a while
   * (RATE_LIMITED).
   */
  saveProperty: SavePropertyPayload;
  /**
   * Adds a message to one of the signed-in user's conversations. `text` is 1 to 5,000 characters
   * once trimmed (INVALID_INPUT on `text`); it is kept as plain text, never as markup. Someone
   * else's conversation is CONVERSATION_NOT_FOUND; one whose other side deleted their account is
   * RECIPIENT_DELETED; a visitor gets SIGN_IN_REQUIRED. A server limits
   * the messages per sender in a minute (RATE_LIMITED).
   */
  sendMessage: SendMessagePayload;
  /**
   * Sends a 6-digit one-time code to a contact. The code lasts 300 seconds and replaces any code sent
   * before. With intent LOGIN the contact must have an account; with SIGNUP it must not. A server
   * limits how many codes a contact, and a network address, may ask for in a while (RATE_LIMITED).
   */
  sendOtp: SendOtpPayload;
  /**
   * Creates an account for a verified contact and signs it in. The token is checked first: without a
   * valid one the answer is VERIFICATION_REQUIRED whether the contact has an account or not. A server
   * counts each call against the network address's limit for codes (RATE_LIMITED).
   */
  signup: AuthPayload;
  /**
   * Sends a message to a property's landlord: it starts a conversation, or adds to the sender's one
   * about the listing. A signed-in sender's conversation is theirs at once; a visitor's is kept under
   * the email typed and joins the account that signs up or logs in with that email (by its code). A
   * server limits the messages per network address, per sender's email and per listing in a while
   * (RATE_LIMITED).
   */
  submitContactForm: ContactFormPayload;
  /**
   * Takes the owner's listing out of the search and the maps at once; its page then tells students
   * it is no longer available. Unpublishing an unpublished listing changes nothing.
   */
  unpublishListing: ListingPayload;
  /**
   * Removes a listing from the saved listings of whoever asks. Removing one that is not saved changes
   * nothing; an id that is neither saved nor a listing gives PROPERTY_NOT_FOUND.
   */
  unsaveProperty: SavePropertyPayload;
  /**
   * Changes the signed-in user's first and last name, checked as signup checks them (INVALID_INPUT
   * with the field); SIGN_IN_REQUIRED for a visitor. The contact cannot be changed.
   */
  updateAccount: AuthPayload;
  /**
   * Replaces a listing's fields with `input`, checked as createListing checks them; its status
   * stays, and its photos too unless `input.photos` names them. Only its owner may: anyone else gets LISTING_NOT_FOUND, as for an id no listing has.
   * A published listing's card changes in the search at once.
   */
  updateListing: ListingPayload;
  /**
   * Checks a one-time code. On success the code is deleted and a single-use verification token is
   * returned, which `signup` or `login` require. After 5 wrong tries the code is discarded. A server
   * also limits the tries per contact, and per network address, in a while (RATE_LIMITED).
   */
  verifyOtp: VerifyOtpPayload;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationAcceptBookingArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationCreateListingArgs = {
  input: ListingInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationDeclineBookingArgs = {
  id: Scalars['ID']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationDeleteListingArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationMarkConversationReadArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationPublishListingArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationRequestBookingArgs = {
  input: RequestBookingInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationSavePropertyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationSendMessageArgs = {
  conversationId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationSendOtpArgs = {
  input: SendOtpInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationSignupArgs = {
  input: SignupInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationUnpublishListingArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationUnsavePropertyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationUpdateAccountArgs = {
  input: AccountInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationUpdateListingArgs = {
  id: Scalars['ID']['input'];
  input: ListingInput;
};


/** The entry points for changing state: one-time codes, accounts, sessions, messages, saves and listings. */
export type MutationVerifyOtpArgs = {
  input: VerifyOtpInput;
};

/** Why a code is being sent. */
export type OtpIntent =
  /**
   * To delete the signed-in account (deleteAccount): the contact must be that account's own. A code
   * sent for this works for nothing else, and a code sent to sign up or log in cannot delete.
   */
  | 'DELETE_ACCOUNT'
  /** The contact must have an account. */
  | 'LOGIN'
  /** The contact must not have an account yet. */
  | 'SIGNUP';

/** Where a page ends and whether another follows. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the page's last edge; null on an empty page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** True when `after: endCursor` would return more properties. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** One of a listing's photos. */
export type Photo = {
  __typename?: 'Photo';
  /** An uploaded photo's id, or a sample image's URL: what ListingInput.photos names it by. */
  id: Scalars['ID']['output'];
  /** The URL of one width (800 px wide where kept), for a browser that reads no srcset. */
  src: Scalars['String']['output'];
  /** Each kept width as `{url} {width}w`; null for an image with one size only (the sample's drawings). */
  srcset: Maybe<Scalars['String']['output']>;
};

/** A rental listing. */
export type Property = {
  __typename?: 'Property';
  /** Street address, including the city. */
  address: Scalars['String']['output'];
  /** What the property offers, 4 to 10 of: WiFi, Washing Machine, Air Conditioning, Heating, Parking, Bike Storage, Study Room, Gym, Garden, Balcony, Kitchen, Dishwasher, Microwave, Refrigerator, TV, Furnished. */
  amenities: Array<Scalars['String']['output']>;
  /** The first day the place is free: a student can move in on this day or any day after it. */
  availableFrom: Scalars['Date']['output'];
  /**
   * The last day the place is free, by which a student must have moved out; null when it stays free
   * for as long as anyone wants it.
   */
  availableUntil: Maybe<Scalars['Date']['output']>;
  /** Number of bathrooms (the sample's 1 to 3; a landlord's 1 to 6). */
  bathrooms: Scalars['Int']['output'];
  /** Number of bedrooms (the sample's 1 to 5; a landlord's 1 to 10). */
  bedrooms: Scalars['Int']['output'];
  /** When bills are not included, the landlord's estimate of them in whole euros a month; null when they are. */
  billsEstimate: Maybe<Scalars['Int']['output']>;
  /**
   * True when the rent includes bills (which ones: `includedBills`); false when the student pays them
   * on top of the rent (about how much: `billsEstimate`).
   */
  billsIncluded: Scalars['Boolean']['output'];
  /** The stays landlords accepted that have not ended yet, in date order: the listing is not free then. */
  bookedPeriods: Array<BookedPeriod>;
  /** The city the property is in. */
  city: Scalars['String']['output'];
  /** Where the property is. */
  coordinates: Coordinates;
  /** The first of `photos`, as cards show it; null while the listing has none. */
  cover: Maybe<Photo>;
  /** The deposit, in whole euros, paid once and returned at the end of the stay. */
  deposit: Scalars['Int']['output'];
  /** A multi-paragraph description; paragraphs are separated by a blank line. */
  description: Scalars['String']['output'];
  /**
   * The straight-line (great-circle) distance from the property to the main campus of its
   * university, in kilometres, to the metre (three decimals). The search page and the property
   * page print it to one decimal.
   */
  distanceKm: Scalars['Float']['output'];
  /** A stable UUID: the same property keeps its id across builds and browsers. */
  id: Scalars['ID']['output'];
  /** Photo URLs, the first one being the cover: 3 to 8 on a published listing; fewer on an unpublished one still waiting for its photos. */
  images: Array<Scalars['String']['output']>;
  /** The bills the rent includes: at least one when `billsIncluded`, none otherwise. */
  includedBills: Array<Bill>;
  /** True when the signed-in user owns the listing. */
  isMine: Scalars['Boolean']['output'];
  /** Whether whoever asks (the signed-in user, or this browser's visitor) saved this listing. */
  isSaved: Scalars['Boolean']['output'];
  /** Who rents the property out. */
  landlord: Landlord;
  /** The longest stay the landlord accepts, in months (at least `minStayMonths`); null when there is no limit. */
  maxStayMonths: Maybe<Scalars['Int']['output']>;
  /** The shortest stay the landlord accepts, in months (1 to 12), counted as `PropertyFilter.moveOut` says. */
  minStayMonths: Scalars['Int']['output'];
  /** The listing's name, '{company} Residence'. */
  name: Scalars['String']['output'];
  /** The same photos with each one's id and the widths it is kept at, for `srcset`. */
  photos: Array<Photo>;
  /** Monthly rent in whole euros (the sample's from 300 to 1500; a landlord's from 100 to 5000). */
  price: Scalars['Int']['output'];
  /** What is rented: the whole place, a studio, a room of one's own or a shared room. */
  roomType: RoomType;
  /** PUBLISHED when students can find it; UNPUBLISHED when only its owner sees it. */
  status: ListingStatus;
  /**
   * What the student pays a month in all, in whole euros: the rent, plus `billsEstimate` when bills
   * are not included.
   */
  totalMonthly: Scalars['Int']['output'];
  /** The university the property is near. */
  university: Scalars['String']['output'];
  /** The university of `university`, with the coordinates of its main campus. */
  universityDetails: University;
};

/** A page of properties (a Relay-style connection). */
export type PropertyConnection = {
  __typename?: 'PropertyConnection';
  /** The properties of this page, in order. */
  edges: Array<PropertyEdge>;
  /** Whether more pages follow, and where to continue. */
  pageInfo: PageInfo;
  /** How many properties match the filter in all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One property in a page, with the cursor that points at it. */
export type PropertyEdge = {
  __typename?: 'PropertyEdge';
  /** Pass as `after` to continue after this property. */
  cursor: Scalars['String']['output'];
  /** The property itself. */
  node: Property;
};

/**
 * What to match. Every field is optional and they combine with AND. Prices are inclusive;
 * `city` and `university` match case-insensitive substrings.
 */
export type PropertyFilter = {
  /** Exactly this many bedrooms (1 or more). */
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  /** True: only places whose rent includes bills; false: only places whose bills come on top. */
  billsIncluded?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive part of the city's name, such as 'ber' for Berlin. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Highest monthly rent in euros, inclusive; not below minPrice. */
  maxPrice?: InputMaybe<Scalars['Int']['input']>;
  /** At least this many bedrooms (1 or more); the search page's '4+' is minBedrooms: 4. */
  minBedrooms?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest monthly rent in euros, inclusive; 0 or more. */
  minPrice?: InputMaybe<Scalars['Int']['input']>;
  /** The day the student moves in: places free on that day (`availableFrom` on or before it). */
  moveIn?: InputMaybe<Scalars['Date']['input']>;
  /**
   * The day the student moves out, with `moveIn` (alone, or not after `moveIn`: INVALID_INPUT,
   * 'Move-out must be after move-in.'). Places still free then (`availableUntil` null, or on or after
   * it) whose minimum and maximum stay allow the stay's length in months. That length counts whole
   * calendar months from the move-in, a partial month counting as one: precisely, the smallest n
   * (1 or more) such that the move-in's day n months later, or that month's last day when it is
   * shorter, is on or after the move-out. 1 Sep to 30 Jun and 1 Sep to 1 Jul are 10 months, 1 Sep to
   * 2 Jul is 11; 31 Jan to 28 Feb (29 Feb in a leap year) is 1, 31 Jan to 1 Mar is 2.
   */
  moveOut?: InputMaybe<Scalars['Date']['input']>;
  /** Only places of this kind. */
  roomType?: InputMaybe<RoomType>;
  /** Case-insensitive part of the university's name. */
  university?: InputMaybe<Scalars['String']['input']>;
};

/** The orders `properties` can list its results in. Each ends with CampusNest's own order, so ties never swap between pages. */
export type PropertySort =
  /**
   * Nearest to campus first: by each property's `distanceKm` to its own university, in whole
   * metres. Needs `filter.university`: the university filter is a substring, so the properties it
   * matches may belong to several universities, and each is measured to its own.
   */
  | 'DISTANCE'
  /** Cheapest first. */
  | 'PRICE_ASC'
  /** Most expensive first. */
  | 'PRICE_DESC'
  /** CampusNest's own order (the default). */
  | 'RECOMMENDED';

/** The entry points for reading. */
export type Query = {
  __typename?: 'Query';
  /**
   * Everything CampusNest keeps about the signed-in user, as the JSON document 'Download your data'
   * saves (docs/product.md#account): the account, saved listings, their listings with their photos'
   * URLs, and their sessions (when each started and whether it is this one; never a token, a code or
   * a hash). Null for a visitor. A server also streams the same document from `GET /api/account/export`.
   */
  accountExport: Maybe<Scalars['String']['output']>;
  /**
   * The requests waiting for the signed-in landlord's answer (pending, not expired), the soonest to
   * expire first; null for a visitor.
   */
  bookingRequests: Maybe<Array<Booking>>;
  /**
   * One of the signed-in user's conversations; null when no conversation has this id, when it is
   * someone else's, or for a visitor (the three are answered alike, so ids cannot be probed).
   */
  conversation: Maybe<Conversation>;
  /**
   * The signed-in user's conversations (docs/product.md#messages), as a student or as the landlord of
   * the listing, the one with the latest message first; null for a visitor. Pass a page's
   * `pageInfo.endCursor` as `after` for the next page.
   */
  conversations: Maybe<ConversationConnection>;
  /**
   * Whether students can see a listing: PUBLISHED, UNPUBLISHED (its landlord took it down, and
   * `property` answers it to its owner alone), or null when no listing has the id. What a listing's
   * page tells a student who follows an old link.
   */
  listingStatus: Maybe<ListingStatus>;
  /** The signed-in user, or null for a visitor. */
  me: Maybe<User>;
  /** The signed-in student's requests to book, the latest first; null for a visitor. */
  myBookings: Maybe<Array<Booking>>;
  /**
   * The signed-in user's own listings (docs/product.md#landlords), published or not, the most
   * recently created first; null for a visitor.
   */
  myListings: Maybe<Array<Property>>;
  /**
   * A page of properties matching `filter`, in the order `sort` asks (every order is total, so
   * pages never overlap), with the total number of matches. Pass a page's `pageInfo.endCursor` as
   * `after` to get the next page, with the same `filter` and `sort`: a cursor continues only the
   * order that made it.
   */
  properties: PropertyConnection;
  /** One property by its id, or null when no property has that id. */
  property: Maybe<Property>;
  /**
   * How many listings are saved (see `savedProperties`). Cheap: it reads the saves alone, not the
   * listings, so the header can show it from the start.
   */
  savedCount: Scalars['Int']['output'];
  /**
   * The listings saved by whoever asks: the signed-in user's, or this browser's visitor's. Most
   * recently saved first. A saved listing that has left the catalogue is left out (and forgotten).
   */
  savedProperties: Array<Property>;
  /** Whether this browser keeps CampusNest's data between visits. */
  storageStatus: StorageStatus;
  /**
   * Cities and universities whose names contain `text`, for a search box to suggest as the user
   * types. Matching ignores case and accents ('munchen' finds 'München', 'eotvos' finds 'Eötvös
   * Loránd University') and surrounding spaces; names that start with the text come first. Text
   * that is blank or longer than 200 characters matches nothing: never an error. At most `first`
   * suggestions of each kind, cities before universities.
   */
  suggestions: Array<Suggestion>;
  /**
   * The universities whose city and name contain these texts (case-insensitive, trimmed, as in
   * PropertyFilter; omitted or blank: any), with their main campus: the landmarks of a map. Ordered
   * by city, then as each city lists them.
   */
  universities: Array<University>;
  /** How many of the signed-in user's conversations hold a message they have not read; 0 for a visitor. */
  unreadConversationCount: Scalars['Int']['output'];
};


/** The entry points for reading. */
export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading. */
export type QueryConversationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** The entry points for reading. */
export type QueryListingStatusArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading. */
export type QueryPropertiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<PropertyFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: PropertySort;
};


/** The entry points for reading. */
export type QueryPropertyArgs = {
  id: Scalars['ID']['input'];
};


/** The entry points for reading. */
export type QuerySuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** The entry points for reading. */
export type QueryUniversitiesArgs = {
  city?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What requestBooking needs. */
export type RequestBookingInput = {
  /** An optional message to the landlord, up to 5,000 characters once trimmed. */
  message?: InputMaybe<Scalars['String']['input']>;
  moveIn: Scalars['Date']['input'];
  /** The day the student leaves, after `moveIn`: the place is free again that day. */
  moveOut: Scalars['Date']['input'];
  propertyId: Scalars['ID']['input'];
};

/** What a listing rents out. */
export type RoomType =
  /** A whole flat or house, shared with no one the student does not choose. */
  | 'ENTIRE_PLACE'
  /** A bedroom of one's own in a shared flat; kitchen and living room shared. */
  | 'PRIVATE_ROOM'
  /** A bed in a bedroom shared with another tenant. */
  | 'SHARED_ROOM'
  /** One room with its own kitchenette and bathroom. */
  | 'STUDIO';

/** What saveProperty and unsaveProperty answer. */
export type SavePropertyPayload = {
  __typename?: 'SavePropertyPayload';
  /** Why nothing changed (PROPERTY_NOT_FOUND); empty on success. */
  errors: Array<UserError>;
  /** The listing, with its `isSaved` as it now is; null when no listing has the id. */
  property: Maybe<Property>;
  /** How many listings are saved now (Query.savedCount). */
  savedCount: Scalars['Int']['output'];
};

/** What sendMessage answers. */
export type SendMessagePayload = {
  __typename?: 'SendMessagePayload';
  /** The conversation after it; null when refused. */
  conversation: Maybe<Conversation>;
  /** Why it was refused; empty on success. */
  errors: Array<UserError>;
  /** The message as kept; null when it was refused. */
  message: Maybe<Message>;
};

/** What sendOtp needs: where to send the code and why. */
export type SendOtpInput = {
  /** One plain email address, or a phone number with its country code (`+` or `00`; spaces, dashes, dots and brackets are ignored). Invisible characters are refused. */
  contact: Scalars['String']['input'];
  /** Whether the code is for creating an account or for logging in. */
  intent: OtpIntent;
  /** The language of the page that asks (en, de, fr, es, it or nl): an emailed code's mail is written in it; English otherwise. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Whether `contact` is an email or a phone number. */
  type: ContactType;
};

/** What sendOtp answers. */
export type SendOtpPayload = {
  __typename?: 'SendOtpPayload';
  /** The contact as it was normalised: the email in Unicode NFKC, lower-cased; the phone number in E.164 (`+49301234567`). */
  contact: Maybe<Scalars['String']['output']>;
  /** Why no code was sent; empty on success. */
  errors: Array<UserError>;
  /** Seconds until the code expires (300). */
  expiresInSeconds: Maybe<Scalars['Int']['output']>;
  /** True when a code was sent. */
  sent: Scalars['Boolean']['output'];
};

/** What signup needs: the new user's names and the contact verified with a code. */
export type SignupInput = {
  /** The contact, as verified. */
  contact: Scalars['String']['input'];
  /** Required, at most 50 characters. */
  firstName: Scalars['String']['input'];
  /** Required, at most 50 characters. */
  lastName: Scalars['String']['input'];
  /** The contact's type, as verified. */
  type: ContactType;
  /** From verifyOtp for this contact. */
  verificationToken: Scalars['String']['input'];
};

/**
 * Where the API's data lives. Browsers can block local storage (private modes, blocked cookies) or
 * run out of room; the API then keeps working from memory, for as long as the page stays open.
 */
export type StorageStatus = {
  __typename?: 'StorageStatus';
  /** False when the data (accounts, the session) will be lost when the page is closed or reloaded. */
  persistent: Scalars['Boolean']['output'];
};

/**
 * Live updates, on a server only (docs/server.md#live-updates): over Server-Sent Events at
 * /graphql/stream (graphql-sse's protocol), with the session cookie and CSRF rules of /graphql.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The signed-in user's new messages, in both sides' conversations, as they are written, each with
   * the unread count after it. The first event of a subscription without `after` carries no message,
   * only the cursor to resume from; with `after` (the last event's `cursor`), every message written
   * since comes first, so a client that lost its connection misses nothing. An event without a
   * message also comes when the count changed otherwise (a conversation read elsewhere). A visitor gets
   * SIGN_IN_REQUIRED; the browser's own backend has no live updates (LIVE_UPDATES_UNAVAILABLE).
   */
  conversationEvents: ConversationEvent;
};


/**
 * Live updates, on a server only (docs/server.md#live-updates): over Server-Sent Events at
 * /graphql/stream (graphql-sse's protocol), with the session cookie and CSRF rules of /graphql.
 */
export type SubscriptionConversationEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};

/** A city or a university that a search box suggests. */
export type Suggestion = {
  __typename?: 'Suggestion';
  /** For a university, the city it is in; null for a city. */
  city: Maybe<Scalars['String']['output']>;
  /** Whether it is a city or a university. */
  kind: SuggestionKind;
  /** Its name as the listings spell it, accents and capitals included. */
  name: Scalars['String']['output'];
};

/** What a suggestion names. */
export type SuggestionKind =
  /** A city, to search with the `city` filter. */
  | 'CITY'
  /** A university, to search with the `university` filter. */
  | 'UNIVERSITY';

/** A university in one of CampusNest's cities. */
export type University = {
  __typename?: 'University';
  /** Where its main campus is: its main building, or the campus most of its students attend. */
  campus: Coordinates;
  /** The city it is in. */
  city: Scalars['String']['output'];
  /** Its name, as a property's `university` gives it. */
  name: Scalars['String']['output'];
};

/** A CampusNest account. It holds an email or a phone number, whichever it signed up with. */
export type User = {
  __typename?: 'User';
  /** The account's email, when it signed up with one. */
  email: Maybe<Scalars['String']['output']>;
  /** The first name entered at sign-up; the header greets the user with it. */
  firstName: Scalars['String']['output'];
  /** A random id. */
  id: Scalars['ID']['output'];
  /** True once the contact was verified with a code; every account is verified at sign-up. */
  isVerified: Scalars['Boolean']['output'];
  /** The last name entered at sign-up. */
  lastName: Scalars['String']['output'];
  /** The account's phone number in E.164 (`+49301234567`; an account made before may hold an older spelling), when it signed up with one. */
  phone: Maybe<Scalars['String']['output']>;
};

/** An expected failure, meant to be shown to the user. */
export type UserError = {
  __typename?: 'UserError';
  /** What went wrong, stable for code to branch on. */
  code: ErrorCode;
  /** The input field at fault, when there is one (for example 'contact' or 'firstName'). */
  field: Maybe<Scalars['String']['output']>;
  /** A sentence for the user. */
  message: Scalars['String']['output'];
  /** With DATES_UNAVAILABLE: why; null otherwise. */
  reason: Maybe<DateProblem>;
  /** With RATE_LIMITED: how many seconds to wait before trying again (1 or more); null otherwise. */
  retryAfterSeconds: Maybe<Scalars['Int']['output']>;
};

/** What verifyOtp needs: the contact the code was sent to and the code typed. */
export type VerifyOtpInput = {
  /** The 6-digit code. */
  code: Scalars['String']['input'];
  /** The contact the code was sent to, in any formatting sendOtp accepted. */
  contact: Scalars['String']['input'];
  /** What the code was sent for, as given to sendOtp; omitted: to sign up or log in. A code only verifies for its own intent's kind. */
  intent?: InputMaybe<OtpIntent>;
  /** The contact's type, as given to sendOtp. */
  type: ContactType;
};

/** What verifyOtp answers. */
export type VerifyOtpPayload = {
  __typename?: 'VerifyOtpPayload';
  /** Why the code was not accepted; empty on success. */
  errors: Array<UserError>;
  /** A single-use token proving the contact was verified; pass it to signup or login within 10 minutes. */
  verificationToken: Maybe<Scalars['String']['output']>;
  /** True when the code was right. */
  verified: Scalars['Boolean']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountInput: AccountInput;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  Bill: Bill;
  BookedPeriod: ResolverTypeWrapper<BookedPeriod>;
  Booking: ResolverTypeWrapper<BookingView>;
  BookingChange: BookingChange;
  BookingLine: ResolverTypeWrapper<BookingLine>;
  BookingPayload: ResolverTypeWrapper<Omit<BookingPayload, 'booking'> & { booking?: Maybe<ResolversTypes['Booking']> }>;
  BookingStatus: BookingStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContactFormInput: ContactFormInput;
  ContactFormPayload: ResolverTypeWrapper<ContactFormPayload>;
  ContactType: ContactType;
  Conversation: ResolverTypeWrapper<ConversationView>;
  ConversationConnection: ResolverTypeWrapper<Omit<ConversationConnection, 'edges'> & { edges: Array<ResolversTypes['ConversationEdge']> }>;
  ConversationEdge: ResolverTypeWrapper<Omit<ConversationEdge, 'node'> & { node: ResolversTypes['Conversation'] }>;
  ConversationEvent: ResolverTypeWrapper<Omit<ConversationEvent, 'conversation' | 'message'> & { conversation?: Maybe<ResolversTypes['Conversation']>, message?: Maybe<ResolversTypes['Message']> }>;
  ConversationRole: ConversationRole;
  Coordinates: ResolverTypeWrapper<Coordinates>;
  CoordinatesInput: CoordinatesInput;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateProblem: DateProblem;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteListingPayload: ResolverTypeWrapper<DeleteListingPayload>;
  ErrorCode: ErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Landlord: ResolverTypeWrapper<Landlord>;
  ListingInput: ListingInput;
  ListingPayload: ResolverTypeWrapper<Omit<ListingPayload, 'listing'> & { listing?: Maybe<ResolversTypes['Property']> }>;
  ListingStatus: ListingStatus;
  LoginInput: LoginInput;
  LogoutOtherDevicesPayload: ResolverTypeWrapper<LogoutOtherDevicesPayload>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MarkConversationReadPayload: ResolverTypeWrapper<Omit<MarkConversationReadPayload, 'conversation'> & { conversation?: Maybe<ResolversTypes['Conversation']> }>;
  Message: ResolverTypeWrapper<MessageView>;
  MessageConnection: ResolverTypeWrapper<Omit<MessageConnection, 'edges'> & { edges: Array<ResolversTypes['MessageEdge']> }>;
  MessageEdge: ResolverTypeWrapper<Omit<MessageEdge, 'node'> & { node: ResolversTypes['Message'] }>;
  MessagePageInfo: ResolverTypeWrapper<MessagePageInfo>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OtpIntent: OtpIntent;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Photo: ResolverTypeWrapper<Photo>;
  Property: ResolverTypeWrapper<PropertyNode>;
  PropertyConnection: ResolverTypeWrapper<Omit<PropertyConnection, 'edges'> & { edges: Array<ResolversTypes['PropertyEdge']> }>;
  PropertyEdge: ResolverTypeWrapper<Omit<PropertyEdge, 'node'> & { node: ResolversTypes['Property'] }>;
  PropertyFilter: PropertyFilter;
  PropertySort: PropertySort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RequestBookingInput: RequestBookingInput;
  RoomType: RoomType;
  SavePropertyPayload: ResolverTypeWrapper<Omit<SavePropertyPayload, 'property'> & { property?: Maybe<ResolversTypes['Property']> }>;
  SendMessagePayload: ResolverTypeWrapper<Omit<SendMessagePayload, 'conversation' | 'message'> & { conversation?: Maybe<ResolversTypes['Conversation']>, message?: Maybe<ResolversTypes['Message']> }>;
  SendOtpInput: SendOtpInput;
  SendOtpPayload: ResolverTypeWrapper<SendOtpPayload>;
  SignupInput: SignupInput;
  StorageStatus: ResolverTypeWrapper<StorageStatus>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  SuggestionKind: SuggestionKind;
  University: ResolverTypeWrapper<UniversityRecord>;
  User: ResolverTypeWrapper<StoredUser>;
  UserError: ResolverTypeWrapper<UserError>;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpPayload: ResolverTypeWrapper<VerifyOtpPayload>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountInput: AccountInput;
  AuthPayload: Omit<AuthPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  BookedPeriod: BookedPeriod;
  Booking: BookingView;
  BookingLine: BookingLine;
  BookingPayload: Omit<BookingPayload, 'booking'> & { booking?: Maybe<ResolversParentTypes['Booking']> };
  Boolean: Scalars['Boolean']['output'];
  ContactFormInput: ContactFormInput;
  ContactFormPayload: ContactFormPayload;
  Conversation: ConversationView;
  ConversationConnection: Omit<ConversationConnection, 'edges'> & { edges: Array<ResolversParentTypes['ConversationEdge']> };
  ConversationEdge: Omit<ConversationEdge, 'node'> & { node: ResolversParentTypes['Conversation'] };
  ConversationEvent: Omit<ConversationEvent, 'conversation' | 'message'> & { conversation?: Maybe<ResolversParentTypes['Conversation']>, message?: Maybe<ResolversParentTypes['Message']> };
  Coordinates: Coordinates;
  CoordinatesInput: CoordinatesInput;
  Date: Scalars['Date']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteListingPayload: DeleteListingPayload;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Landlord: Landlord;
  ListingInput: ListingInput;
  ListingPayload: Omit<ListingPayload, 'listing'> & { listing?: Maybe<ResolversParentTypes['Property']> };
  LoginInput: LoginInput;
  LogoutOtherDevicesPayload: LogoutOtherDevicesPayload;
  LogoutPayload: LogoutPayload;
  MarkConversationReadPayload: Omit<MarkConversationReadPayload, 'conversation'> & { conversation?: Maybe<ResolversParentTypes['Conversation']> };
  Message: MessageView;
  MessageConnection: Omit<MessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageEdge']> };
  MessageEdge: Omit<MessageEdge, 'node'> & { node: ResolversParentTypes['Message'] };
  MessagePageInfo: MessagePageInfo;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Photo: Photo;
  Property: PropertyNode;
  PropertyConnection: Omit<PropertyConnection, 'edges'> & { edges: Array<ResolversParentTypes['PropertyEdge']> };
  PropertyEdge: Omit<PropertyEdge, 'node'> & { node: ResolversParentTypes['Property'] };
  PropertyFilter: PropertyFilter;
  Query: Record<PropertyKey, never>;
  RequestBookingInput: RequestBookingInput;
  SavePropertyPayload: Omit<SavePropertyPayload, 'property'> & { property?: Maybe<ResolversParentTypes['Property']> };
  SendMessagePayload: Omit<SendMessagePayload, 'conversation' | 'message'> & { conversation?: Maybe<ResolversParentTypes['Conversation']>, message?: Maybe<ResolversParentTypes['Message']> };
  SendOtpInput: SendOtpInput;
  SendOtpPayload: SendOtpPayload;
  SignupInput: SignupInput;
  StorageStatus: StorageStatus;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Suggestion: Suggestion;
  University: UniversityRecord;
  User: StoredUser;
  UserError: UserError;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpPayload: VerifyOtpPayload;
};

export type AuthPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type BookedPeriodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BookedPeriod'] = ResolversParentTypes['BookedPeriod']> = {
  moveIn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  moveOut?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  bills?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declinedForOverlap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  listingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moveIn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  moveOut?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  studentFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BookingLine'] = ResolversParentTypes['BookingLine']> = {
  change?: Resolver<ResolversTypes['BookingChange'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moveIn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  moveOut?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BookingPayload'] = ResolversParentTypes['BookingPayload']> = {
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ContactFormPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContactFormPayload'] = ResolversParentTypes['ContactFormPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastBookingLine?: Resolver<Maybe<ResolversTypes['BookingLine']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastMessageStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  listingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, RequireFields<ConversationMessagesArgs, 'last'>>;
  myRole?: Resolver<ResolversTypes['ConversationRole'], ParentType, ContextType>;
  otherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConversationConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConversationConnection'] = ResolversParentTypes['ConversationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['ConversationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ConversationEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConversationEdge'] = ResolversParentTypes['ConversationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType>;
};

export type ConversationEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConversationEvent'] = ResolversParentTypes['ConversationEvent']> = {
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  unreadConversationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoordinatesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Coordinates'] = ResolversParentTypes['Coordinates']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export type DeleteAccountPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteListingPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeleteListingPayload'] = ResolversParentTypes['DeleteListingPayload']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type LandlordResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Landlord'] = ResolversParentTypes['Landlord']> = {
  avatar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ListingPayload'] = ResolversParentTypes['ListingPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
};

export type LogoutOtherDevicesPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LogoutOtherDevicesPayload'] = ResolversParentTypes['LogoutOtherDevicesPayload']> = {
  ended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type LogoutPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = {
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarkConversationReadPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarkConversationReadPayload'] = ResolversParentTypes['MarkConversationReadPayload']> = {
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  unreadConversationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  bookingLine?: Resolver<Maybe<ResolversTypes['BookingLine']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderRole?: Resolver<ResolversTypes['ConversationRole'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MessageConnection'] = ResolversParentTypes['MessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['MessagePageInfo'], ParentType, ContextType>;
};

export type MessageEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MessageEdge'] = ResolversParentTypes['MessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
};

export type MessagePageInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MessagePageInfo'] = ResolversParentTypes['MessagePageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptBooking?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationAcceptBookingArgs, 'id'>>;
  cancelBooking?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'id'>>;
  createListing?: Resolver<ResolversTypes['ListingPayload'], ParentType, ContextType, RequireFields<MutationCreateListingArgs, 'input'>>;
  declineBooking?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationDeclineBookingArgs, 'id'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteListing?: Resolver<ResolversTypes['DeleteListingPayload'], ParentType, ContextType, RequireFields<MutationDeleteListingArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  logoutOtherDevices?: Resolver<ResolversTypes['LogoutOtherDevicesPayload'], ParentType, ContextType>;
  markConversationRead?: Resolver<ResolversTypes['MarkConversationReadPayload'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'id'>>;
  publishListing?: Resolver<ResolversTypes['ListingPayload'], ParentType, ContextType, RequireFields<MutationPublishListingArgs, 'id'>>;
  requestBooking?: Resolver<ResolversTypes['BookingPayload'], ParentType, ContextType, RequireFields<MutationRequestBookingArgs, 'input'>>;
  saveProperty?: Resolver<ResolversTypes['SavePropertyPayload'], ParentType, ContextType, RequireFields<MutationSavePropertyArgs, 'id'>>;
  sendMessage?: Resolver<ResolversTypes['SendMessagePayload'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'conversationId' | 'text'>>;
  sendOtp?: Resolver<ResolversTypes['SendOtpPayload'], ParentType, ContextType, RequireFields<MutationSendOtpArgs, 'input'>>;
  signup?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'input'>>;
  submitContactForm?: Resolver<ResolversTypes['ContactFormPayload'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  unpublishListing?: Resolver<ResolversTypes['ListingPayload'], ParentType, ContextType, RequireFields<MutationUnpublishListingArgs, 'id'>>;
  unsaveProperty?: Resolver<ResolversTypes['SavePropertyPayload'], ParentType, ContextType, RequireFields<MutationUnsavePropertyArgs, 'id'>>;
  updateAccount?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'input'>>;
  updateListing?: Resolver<ResolversTypes['ListingPayload'], ParentType, ContextType, RequireFields<MutationUpdateListingArgs, 'id' | 'input'>>;
  verifyOtp?: Resolver<ResolversTypes['VerifyOtpPayload'], ParentType, ContextType, RequireFields<MutationVerifyOtpArgs, 'input'>>;
};

export type PageInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PhotoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  srcset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amenities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  availableFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  availableUntil?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bathrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bedrooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  billsEstimate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  billsIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookedPeriods?: Resolver<Array<ResolversTypes['BookedPeriod']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coordinates?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  deposit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  includedBills?: Resolver<Array<ResolversTypes['Bill']>, ParentType, ContextType>;
  isMine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  landlord?: Resolver<ResolversTypes['Landlord'], ParentType, ContextType>;
  maxStayMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minStayMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomType?: Resolver<ResolversTypes['RoomType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  totalMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  university?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  universityDetails?: Resolver<ResolversTypes['University'], ParentType, ContextType>;
};

export type PropertyConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PropertyConnection'] = ResolversParentTypes['PropertyConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PropertyEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PropertyEdge'] = ResolversParentTypes['PropertyEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountExport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingRequests?: Resolver<Maybe<Array<ResolversTypes['Booking']>>, ParentType, ContextType>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversations?: Resolver<Maybe<ResolversTypes['ConversationConnection']>, ParentType, ContextType, RequireFields<QueryConversationsArgs, 'first'>>;
  listingStatus?: Resolver<Maybe<ResolversTypes['ListingStatus']>, ParentType, ContextType, RequireFields<QueryListingStatusArgs, 'id'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myBookings?: Resolver<Maybe<Array<ResolversTypes['Booking']>>, ParentType, ContextType>;
  myListings?: Resolver<Maybe<Array<ResolversTypes['Property']>>, ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['PropertyConnection'], ParentType, ContextType, RequireFields<QueryPropertiesArgs, 'first' | 'sort'>>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyArgs, 'id'>>;
  savedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedProperties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  storageStatus?: Resolver<ResolversTypes['StorageStatus'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QuerySuggestionsArgs, 'first' | 'text'>>;
  universities?: Resolver<Array<ResolversTypes['University']>, ParentType, ContextType, Partial<QueryUniversitiesArgs>>;
  unreadConversationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SavePropertyPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SavePropertyPayload'] = ResolversParentTypes['SavePropertyPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  savedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SendMessagePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SendMessagePayload'] = ResolversParentTypes['SendMessagePayload']> = {
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
};

export type SendOtpPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SendOtpPayload'] = ResolversParentTypes['SendOtpPayload']> = {
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiresInSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StorageStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StorageStatus'] = ResolversParentTypes['StorageStatus']> = {
  persistent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  conversationEvents?: SubscriptionResolver<ResolversTypes['ConversationEvent'], "conversationEvents", ParentType, ContextType, Partial<SubscriptionConversationEventsArgs>>;
};

export type SuggestionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SuggestionKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UniversityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['University'] = ResolversParentTypes['University']> = {
  campus?: Resolver<ResolversTypes['Coordinates'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['DateProblem']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VerifyOtpPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VerifyOtpPayload'] = ResolversParentTypes['VerifyOtpPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  verificationToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BookedPeriod?: BookedPeriodResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingLine?: BookingLineResolvers<ContextType>;
  BookingPayload?: BookingPayloadResolvers<ContextType>;
  ContactFormPayload?: ContactFormPayloadResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationConnection?: ConversationConnectionResolvers<ContextType>;
  ConversationEdge?: ConversationEdgeResolvers<ContextType>;
  ConversationEvent?: ConversationEventResolvers<ContextType>;
  Coordinates?: CoordinatesResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteListingPayload?: DeleteListingPayloadResolvers<ContextType>;
  Landlord?: LandlordResolvers<ContextType>;
  ListingPayload?: ListingPayloadResolvers<ContextType>;
  LogoutOtherDevicesPayload?: LogoutOtherDevicesPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MarkConversationReadPayload?: MarkConversationReadPayloadResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageConnection?: MessageConnectionResolvers<ContextType>;
  MessageEdge?: MessageEdgeResolvers<ContextType>;
  MessagePageInfo?: MessagePageInfoResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyConnection?: PropertyConnectionResolvers<ContextType>;
  PropertyEdge?: PropertyEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SavePropertyPayload?: SavePropertyPayloadResolvers<ContextType>;
  SendMessagePayload?: SendMessagePayloadResolvers<ContextType>;
  SendOtpPayload?: SendOtpPayloadResolvers<ContextType>;
  StorageStatus?: StorageStatusResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  University?: UniversityResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VerifyOtpPayload?: VerifyOtpPayloadResolvers<ContextType>;
};
