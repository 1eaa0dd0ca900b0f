/**
 * The backend and the shared rules (src/lib) speak English, so that both sides of a form say the
 * same thing (docs/product.md#messages). The UI shows them in the user's language: by the
 * backend's `UserError.code` where the code says it all, else by the rule's exact English text.
 * A message we do not know (a newer backend's, say) is shown as the backend sent it.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { NAME_MAX_LENGTH, nameProblem } from '../lib/account';
import { contactMessages } from '../lib/contactTexts';
import { CONTACT_MESSAGE_LIMITS, contactMessageProblems } from '../lib/contactMessage';
import { LISTING_LIMITS as L, listingMessages, MIN_PUBLISHED_PHOTOS } from '../lib/listingInput';
import { stayProblem } from '../lib/listingTerms';
import { MAX_PHOTOS } from '../lib/photos';
import { messageTextProblems } from '../lib/messageText';
import { CITY_RADIUS_KM } from '../lib/servedCities';
import type { ErrorCode } from '../gql/graphql';
import { formatCount } from './format';

export interface Problem {
  message: string;
  /** The backend's code, when it came from the backend. */
  code?: ErrorCode | null;
  /** The UI's own text for a failure the backend did not describe; wins over `message`. */
  descriptor?: MessageDescriptor;
  /** RATE_LIMITED: seconds until the next try. */
  retryAfterSeconds?: number | null;
}

/**
 * "Too many attempts. Please try again in 45 seconds.": seconds below 2 minutes, then whole
 * minutes rounded up, as src/features/auth/messages.ts words it in English.
 */
function rateLimited(i18n: I18n, seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) {
    const shown = formatCount(i18n.locale, whole);
    return i18n._(
      msg({
        message: plural(whole, {
          one: `Too many attempts. Please try again in ${shown} second.`,
          other: `Too many attempts. Please try again in ${shown} seconds.`,
        }),
      }),
    );
  }
  const minutes = Math.ceil(whole / 60);
  const shown = formatCount(i18n.locale, minutes);
  return i18n._(
    msg({
      message: plural(minutes, {
        one: `Too many attempts. Please try again in ${shown} minute.`,
        other: `Too many attempts. Please try again in ${shown} minutes.`,
      }),
    }),
  );
}

const byCode: Partial<Record<ErrorCode, MessageDescriptor>> = {
  OTP_EXPIRED: msg`OTP expired`,
  INVALID_OTP: msg`Invalid OTP`,
  TOO_MANY_ATTEMPTS: msg`Too many attempts. Please request a new code.`,
  USER_NOT_FOUND: msg`User not found`,
  VERIFICATION_REQUIRED: msg`Please verify your contact with a one-time code first.`,
  PROPERTY_NOT_FOUND: msg`This property is no longer available.`,
  SIGN_IN_REQUIRED: msg`Please log in first.`,
  LISTING_NOT_FOUND: msg`No listing of yours has this id.`,
  CONVERSATION_NOT_FOUND: msg`Conversation not found.`,
  RECIPIENT_DELETED: msg`This user has deleted their account: replies can no longer be sent.`,
  BOOKING_NOT_FOUND: msg`Booking request not found.`,
  BOOKING_NOT_PENDING: msg`This request is no longer pending.`,
  ALREADY_REQUESTED: msg`You already asked to book this place.`,
  OWN_LISTING: msg`This is your own listing.`,
};

const PHONE_TAKEN = 'An account with this phone number already exists. Please log in instead.';

// The name and message texts only: the contact texts come from contactTexts.ts, without the rule's libraries.
const noContactProblem = () => null;

/** Each rule's English text, made by the rule itself so that a changed rule cannot go unnoticed. */
function ruleTexts(): Map<string, MessageDescriptor> {
  const tooLong = (length: number) => 'x'.repeat(length + 1);
  const blank = { name: '', email: 'a@b.co', phone: '1234567', message: '' };
  const long = { ...blank, name: tooLong(CONTACT_MESSAGE_LIMITS.name), message: tooLong(CONTACT_MESSAGE_LIMITS.message) };
  const maxName = NAME_MAX_LENGTH;
  const maxContactName = CONTACT_MESSAGE_LIMITS.name;
  const maxMessage = CONTACT_MESSAGE_LIMITS.message;
  const entries: [string | null | undefined, MessageDescriptor][] = [
    [contactMessages.EMAIL_REQUIRED, msg`Please enter your email address.`],
    [contactMessages.EMAIL_INVALID, msg`Please enter a valid email address, like name@example.com.`],
    [contactMessages.PHONE_REQUIRED, msg`Please enter your phone number.`],
    [contactMessages.PHONE_INVALID, msg`Please enter a valid phone number with its country code, like +49 30 1234567.`],
    [nameProblem('First name', ''), msg`First name is required.`],
    [nameProblem('First name', tooLong(NAME_MAX_LENGTH)), msg`First name must be at most ${maxName} characters.`],
    [nameProblem('Last name', ''), msg`Last name is required.`],
    [nameProblem('Last name', tooLong(NAME_MAX_LENGTH)), msg`Last name must be at most ${maxName} characters.`],
    [contactMessageProblems(blank, noContactProblem).name, msg`Please enter your name.`],
    [contactMessageProblems(long, noContactProblem).name, msg`Name must be at most ${maxContactName} characters.`],
    [contactMessageProblems(blank, noContactProblem).message, msg`Please enter a message.`],
    [contactMessageProblems(long, noContactProblem).message, msg`Message must be at most ${maxMessage} characters.`],
    [stayProblem('2027-09-01', '2027-09-01')?.message, msg`Move-out must be after move-in.`],
    [stayProblem(null, '2027-09-01')?.message, msg`Choose a move-in date to search with a move-out date.`],
    ...listingRuleTexts(),
    [messageTextProblems.empty, msg`Please write a message.`],
    [messageTextProblems.tooLong, msg`A message is at most 5,000 characters.`],
    [messageTextProblems.forbidden, msg`Message contains a character that is not allowed.`],
    // The backend's answer to a code that is not 6 digits (the screen disables 'Verify Code' first).
    ['Please enter the 6-digit code.', msg`Please enter the 6-digit code.`],
    // The sign-up and log-in forms' own refusal without a network (authMessages.offline, src/features/auth/messages.ts).
    [
      "You're offline. Connect to the internet to get a verification code; what you typed is kept.",
      msg`You're offline. Connect to the internet to get a verification code; what you typed is kept.`,
    ],
  ];
  return new Map(entries.filter((entry): entry is [string, MessageDescriptor] => typeof entry[0] === 'string'));
}

/** The listing form's rules (src/lib/listingInput.ts), each by its English text. */
function listingRuleTexts(): Array<[string, MessageDescriptor]> {
  const [nameMin, nameMax, descriptionMin, descriptionMax] = [L.name.min, L.name.max, L.description.min, L.description.max];
  const [addressMin, addressMax, priceMin, priceMax, depositMin, depositMax] = [
    L.address.min,
    L.address.max,
    L.price.min,
    L.price.max,
    L.deposit.min,
    L.deposit.max,
  ];
  const [bedroomsMin, bedroomsMax, bathroomsMin, bathroomsMax] = [L.bedrooms.min, L.bedrooms.max, L.bathrooms.min, L.bathrooms.max];
  const [stayMin, stayMax, longestStay, billsMin, billsMax, radius, photos] = [
    L.minStayMonths.min,
    L.minStayMonths.max,
    L.maxStayMonths.max,
    L.billsEstimate.min,
    L.billsEstimate.max,
    CITY_RADIUS_KM,
    MIN_PUBLISHED_PHOTOS,
  ];
  const mostPhotos = MAX_PHOTOS;
  return [
    [listingMessages.NAME_LENGTH, msg`The name must be ${nameMin} to ${nameMax} characters.`],
    [listingMessages.DESCRIPTION_LENGTH, msg`The description must be ${descriptionMin} to ${descriptionMax} characters.`],
    [listingMessages.ADDRESS_LENGTH, msg`The address must be ${addressMin} to ${addressMax} characters.`],
    [listingMessages.NOT_ALLOWED, msg`This contains a character that is not allowed.`],
    [listingMessages.CITY, msg`Choose one of the cities CampusNest serves.`],
    [listingMessages.UNIVERSITY, msg`Choose one of the city's universities.`],
    [listingMessages.LOCATION, msg`Place the pin within ${radius} km of the city centre.`],
    [listingMessages.PRICE, msg`The monthly rent must be a whole number of euros from ${priceMin} to ${priceMax}.`],
    [listingMessages.DEPOSIT, msg`The deposit must be a whole number of euros from ${depositMin} to ${depositMax}.`],
    [listingMessages.BEDROOMS, msg`Bedrooms must be a whole number from ${bedroomsMin} to ${bedroomsMax}.`],
    [listingMessages.BATHROOMS, msg`Bathrooms must be a whole number from ${bathroomsMin} to ${bathroomsMax}.`],
    [listingMessages.AMENITIES, msg`Choose amenities from the list, each once.`],
    [listingMessages.AVAILABLE_FROM, msg`Choose the first day the place is free.`],
    [listingMessages.AVAILABLE_UNTIL, msg`Available until must be after available from.`],
    [listingMessages.MIN_STAY, msg`The minimum stay must be from ${stayMin} to ${stayMax} months.`],
    [listingMessages.MAX_STAY, msg`The maximum stay must be at least the minimum stay and at most ${longestStay} months.`],
    [listingMessages.INCLUDED_BILLS, msg`Choose which bills the rent includes, each once.`],
    [listingMessages.BILLS_ESTIMATE, msg`Estimate the bills in whole euros from ${billsMin} to ${billsMax} a month.`],
    [listingMessages.PHOTOS, msg`A listing needs at least ${photos} photos to be published.`],
    [listingMessages.PHOTOS_TOO_MANY, msg`A listing can have at most ${mostPhotos} photos.`],
    [listingMessages.PHOTOS_REPEATED, msg`Each photo can be added once.`],
    [listingMessages.PHOTOS_UNKNOWN, msg`A photo could not be found. Remove it and upload it again.`],
  ];
}

let rules: Map<string, MessageDescriptor> | null = null;

/** The English source texts this module translates (for its test). */
export function knownRuleTexts(): string[] {
  rules ??= ruleTexts();
  return [...rules.keys()];
}

/** `problem` in the active language. */
export function translateProblem(i18n: I18n, problem: Problem): string {
  if (problem.descriptor) return i18n._(problem.descriptor);
  if (problem.code === 'RATE_LIMITED') return rateLimited(i18n, problem.retryAfterSeconds ?? 60);
  if (problem.code === 'CONTACT_ALREADY_REGISTERED') {
    return problem.message === PHONE_TAKEN
      ? i18n._(msg`An account with this phone number already exists. Please log in instead.`)
      : i18n._(msg`An account with this email already exists. Please log in instead.`);
  }
  const known = problem.code ? byCode[problem.code] : undefined;
  if (known) return i18n._(known);
  rules ??= ruleTexts();
  const rule = rules.get(problem.message);
  return rule ? i18n._(rule) : problem.message;
}
