/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment Header_user on User {\n    id\n    firstName\n  }\n": typeof types.Header_UserFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n": typeof types.StorageNoticeDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n": typeof types.SignupDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.SendOtpDocument,
    "\n  query Session {\n    me {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    savedCount\n  }\n": typeof types.SessionDocument,
    "\n  query SessionCheck {\n    me {\n      id\n    }\n  }\n": typeof types.SessionCheckDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  fragment StaySummary_booking on Booking {\n    moveIn\n    moveOut\n    months\n    total\n  }\n": typeof types.StaySummary_BookingFragmentDoc,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n        reason\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.RequestBookingDocument,
    "\n  fragment ListingPayloadProblems on ListingPayload {\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n": typeof types.ListingPayloadProblemsFragmentDoc,
    "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": typeof types.PublishListingDocument,
    "\n  mutation UnpublishListing($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": typeof types.UnpublishListingDocument,
    "\n  fragment PropertyCard_property on Property {\n    id\n    name\n    price\n    address\n    bedrooms\n    bathrooms\n    university\n    amenities\n    cover {\n      id\n      src\n      srcset\n    }\n    distanceKm\n    availableFrom\n    roomType\n    billsIncluded\n    ...SaveButton_property\n  }\n": typeof types.PropertyCard_PropertyFragmentDoc,
    "\n  fragment SaveButton_property on Property {\n    id\n    name\n    isSaved\n  }\n": typeof types.SaveButton_PropertyFragmentDoc,
    "\n  fragment SavedChange on SavePropertyPayload {\n    property {\n      id\n      isSaved\n    }\n    savedCount\n    errors {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n": typeof types.SavedChangeFragmentDoc,
    "\n  mutation SaveProperty($id: ID!) {\n    saveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n": typeof types.SavePropertyDocument,
    "\n  mutation UnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n": typeof types.UnsavePropertyDocument,
    "\n  query SavedCount {\n    savedCount\n  }\n": typeof types.SavedCountDocument,
    "\n  fragment LocationMap_property on Property {\n    id\n    name\n    price\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n    universityDetails {\n      name\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.LocationMap_PropertyFragmentDoc,
    "\n  fragment SearchMap_property on Property {\n    id\n    name\n    price\n    images\n    university\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n  }\n": typeof types.SearchMap_PropertyFragmentDoc,
    "\n  query SearchMapUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) {\n      name\n      city\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.SearchMapUniversitiesDocument,
    "\n  subscription ConversationEvents($after: String) {\n    conversationEvents(after: $after) {\n      cursor\n      unreadConversationCount\n      message {\n        id\n        bookingLine {\n          change\n        }\n      }\n    }\n  }\n": typeof types.ConversationEventsDocument,
    "\n  query UnreadConversations {\n    unreadConversationCount\n  }\n": typeof types.UnreadConversationsDocument,
    "\n  query PlaceSuggestions($text: String!) {\n    suggestions(text: $text) {\n      kind\n      name\n      city\n    }\n  }\n": typeof types.PlaceSuggestionsDocument,
    "\n  fragment AccountDetails_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n": typeof types.AccountDetails_UserFragmentDoc,
    "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  query AccountPage {\n    me {\n      id\n      email\n      phone\n      ...AccountDetails_user\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  query AccountExport {\n    accountExport\n  }\n": typeof types.AccountExportDocument,
    "\n  mutation LogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.LogoutOtherDevicesDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment BookingRow_booking on Booking {\n    id\n    status\n    listingName\n    listing {\n      id\n    }\n    ...StaySummary_booking\n    expiresAt\n    reply\n    declinedForOverlap\n  }\n": typeof types.BookingRow_BookingFragmentDoc,
    "\n  query MyBookings {\n    myBookings {\n      id\n      ...BookingRow_booking\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query BookingRequests {\n    bookingRequests {\n      id\n      moveIn\n      ...RequestRow_booking\n    }\n  }\n": typeof types.BookingRequestsDocument,
    "\n  query MyListings {\n    myListings {\n      id\n      ...ListingRow_listing\n    }\n  }\n": typeof types.MyListingsDocument,
    "\n  fragment ListingForm_listing on Property {\n    id\n    name\n    description\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    price\n    deposit\n    bedrooms\n    bathrooms\n    roomType\n    amenities\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    billsIncluded\n    includedBills\n    billsEstimate\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n  }\n": typeof types.ListingForm_ListingFragmentDoc,
    "\n  query ListingFormUniversities {\n    universities {\n      name\n      city\n    }\n  }\n": typeof types.ListingFormUniversitiesDocument,
    "\n  query ListingToEdit($id: ID!) {\n    property(id: $id) {\n      id\n      isMine\n      ...ListingForm_listing @unmask\n    }\n  }\n": typeof types.ListingToEditDocument,
    "\n  fragment ListingRow_listing on Property {\n    id\n    name\n    price\n    city\n    cover {\n      id\n      src\n      srcset\n    }\n    status\n  }\n": typeof types.ListingRow_ListingFragmentDoc,
    "\n  fragment RequestRow_booking on Booking {\n    id\n    studentFirstName\n    listingName\n    ...StaySummary_booking\n    message\n    expiresAt\n  }\n": typeof types.RequestRow_BookingFragmentDoc,
    "\n  mutation AcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n": typeof types.AcceptBookingDocument,
    "\n  mutation DeclineBooking($id: ID!, $message: String) {\n    declineBooking(id: $id, message: $message) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n": typeof types.DeclineBookingDocument,
    "\n  mutation DeleteListing($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.DeleteListingDocument,
    "\n  mutation CreateListing($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": typeof types.CreateListingDocument,
    "\n  mutation UpdateListing($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        id\n        ...ListingForm_listing\n        ...ListingRow_listing\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": typeof types.UpdateListingDocument,
    "\n  fragment ConversationRow_conversation on Conversation {\n    id\n    listingName\n    otherName\n    myRole\n    lastMessageStart\n    lastBookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n    lastMessageAt\n    unread\n    listing {\n      id\n      cover {\n        id\n        src\n        srcset\n      }\n    }\n  }\n": typeof types.ConversationRow_ConversationFragmentDoc,
    "\n  fragment MessageItem_message on Message {\n    id\n    text\n    senderName\n    isMine\n    sentAt\n    bookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n  }\n": typeof types.MessageItem_MessageFragmentDoc,
    "\n  query Conversations($after: String) {\n    conversations(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query EarlierMessages($id: ID!, $before: String!) {\n    conversation(id: $id) {\n      id\n      messages(last: 50, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": typeof types.EarlierMessagesDocument,
    "\n  query Thread($id: ID!) {\n    conversation(id: $id) {\n      id\n      listingName\n      otherName\n      myRole\n      unread\n      listing {\n        id\n      }\n      messages(last: 50) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": typeof types.ThreadDocument,
    "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation {\n        id\n        unread\n      }\n      unreadConversationCount\n      errors {\n        code\n      }\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  mutation SendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message {\n        id\n        ...MessageItem_message\n      }\n      conversation {\n        id\n        lastMessageStart\n        lastMessageAt\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  fragment BookPanel_property on Property {\n    id\n    price\n    billsIncluded\n    billsEstimate\n    deposit\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    isMine\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n": typeof types.BookPanel_PropertyFragmentDoc,
    "\n  fragment ContactBar_property on Property {\n    id\n    price\n    isMine\n  }\n": typeof types.ContactBar_PropertyFragmentDoc,
    "\n  fragment ContactForm_property on Property {\n    id\n    name\n  }\n": typeof types.ContactForm_PropertyFragmentDoc,
    "\n  fragment ContactForm_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n": typeof types.ContactForm_UserFragmentDoc,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.SubmitContactFormDocument,
    "\n  fragment OwnerBanner_property on Property {\n    id\n    status\n    isMine\n  }\n": typeof types.OwnerBanner_PropertyFragmentDoc,
    "\n  fragment OwnerCard_property on Property {\n    id\n    landlord {\n      name\n      email\n      phone\n      avatar\n    }\n  }\n": typeof types.OwnerCard_PropertyFragmentDoc,
    "\n  fragment PriceBreakdown_property on Property {\n    id\n    price\n    billsIncluded\n    includedBills\n    billsEstimate\n    deposit\n    totalMonthly\n  }\n": typeof types.PriceBreakdown_PropertyFragmentDoc,
    "\n  fragment PropertyAmenities_property on Property {\n    id\n    amenities\n  }\n": typeof types.PropertyAmenities_PropertyFragmentDoc,
    "\n  fragment PropertyAvailability_property on Property {\n    id\n    roomType\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n": typeof types.PropertyAvailability_PropertyFragmentDoc,
    "\n  fragment PropertyDescription_property on Property {\n    id\n    description\n  }\n": typeof types.PropertyDescription_PropertyFragmentDoc,
    "\n  fragment PropertyGallery_property on Property {\n    id\n    name\n    photos {\n      id\n      src\n      srcset\n    }\n  }\n": typeof types.PropertyGallery_PropertyFragmentDoc,
    "\n  fragment PropertyLocation_property on Property {\n    id\n    address\n    coordinates {\n      lat\n      lng\n    }\n    ...LocationMap_property\n  }\n": typeof types.PropertyLocation_PropertyFragmentDoc,
    "\n  query ListingStatus($id: ID!) {\n    listingStatus(id: $id)\n  }\n": typeof types.ListingStatusDocument,
    "\n  query PropertyPage($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      ...PropertyGallery_property\n      ...PropertySummary_property\n      ...PriceBreakdown_property\n      ...PropertyAvailability_property\n      ...PropertyDescription_property\n      ...PropertyAmenities_property\n      ...PropertyLocation_property\n      ...OwnerCard_property\n      ...ContactForm_property\n      ...ContactBar_property\n      ...BookPanel_property\n      ...SaveButton_property\n      ...OwnerBanner_property\n    }\n  }\n": typeof types.PropertyPageDocument,
    "\n  fragment PropertySummary_property on Property {\n    id\n    name\n    address\n    university\n    price\n    bedrooms\n    bathrooms\n    distanceKm\n  }\n": typeof types.PropertySummary_PropertyFragmentDoc,
    "\n  query SavedProperties {\n    savedProperties {\n      id\n      ...PropertyCard_property\n    }\n  }\n": typeof types.SavedPropertiesDocument,
    "\n  query SearchProperties($filter: PropertyFilter, $sort: PropertySort!, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PropertyCard_property\n          ...SearchMap_property\n        }\n      }\n    }\n  }\n": typeof types.SearchPropertiesDocument,
    "\n  mutation TestUpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user { id firstName lastName email phone }\n      errors { code message field }\n    }\n  }\n": typeof types.TestUpdateAccountDocument,
    "\n  query TestAccountExport {\n    accountExport\n  }\n": typeof types.TestAccountExportDocument,
    "\n  mutation TestLogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors { code message field }\n    }\n  }\n": typeof types.TestLogoutOtherDevicesDocument,
    "\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors { code message field }\n    }\n  }\n": typeof types.TestDeleteAccountDocument,
    "\n  mutation TestRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        months\n        rent\n        bills\n        deposit\n        total\n        moveIn\n        moveOut\n        message\n        studentFirstName\n        listingName\n        expiresAt\n        conversationId\n      }\n      errors {\n        code\n        message\n        field\n        reason\n      }\n    }\n  }\n": typeof types.TestRequestBookingDocument,
    "\n  query TestMyBookings {\n    myBookings {\n      id\n      status\n      declinedForOverlap\n      reply\n      listing {\n        id\n      }\n      listingName\n      moveIn\n      moveOut\n      total\n      conversationId\n    }\n  }\n": typeof types.TestMyBookingsDocument,
    "\n  query TestBookingRequests {\n    bookingRequests {\n      id\n      status\n      studentFirstName\n      months\n      total\n      message\n      expiresAt\n    }\n  }\n": typeof types.TestBookingRequestsDocument,
    "\n  query TestBookedPeriods($id: ID!) {\n    property(id: $id) {\n      id\n      bookedPeriods {\n        moveIn\n        moveOut\n      }\n    }\n  }\n": typeof types.TestBookedPeriodsDocument,
    "\n  query TestBookingLines($id: ID!) {\n    conversation(id: $id) {\n      messages(last: 100) {\n        edges {\n          node {\n            senderRole\n            ...MessageItem_message @unmask\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestBookingLinesDocument,
    "\n  query TestConversations($first: Int, $after: String) {\n    unreadConversationCount\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id listingName myRole otherName lastMessageStart lastBookingLine { change note } lastMessageAt unread listing { id name images } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.TestConversationsDocument,
    "\n  query TestThread($id: ID!, $last: Int, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      myRole\n      otherName\n      unread\n      messages(last: $last, before: $before, after: $after) {\n        edges { cursor node { id text senderRole senderName isMine sentAt } }\n        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n      }\n    }\n  }\n": typeof types.TestThreadDocument,
    "\n  query TestUnreadConversationCount {\n    unreadConversationCount\n  }\n": typeof types.TestUnreadConversationCountDocument,
    "\n  mutation TestSendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message { id text senderRole senderName isMine }\n      conversation { id lastMessageStart unread }\n      errors { code message field retryAfterSeconds }\n    }\n  }\n": typeof types.TestSendMessageDocument,
    "\n  mutation TestMarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation { id unread }\n      unreadConversationCount\n      errors { code message field }\n    }\n  }\n": typeof types.TestMarkConversationReadDocument,
    "\n  fragment LandlordTest_listing on Property {\n    id\n    name\n    description\n    price\n    deposit\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    images\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n    isMine\n    billsIncluded\n    includedBills\n    billsEstimate\n    landlord {\n      name\n      email\n    }\n  }\n": typeof types.LandlordTest_ListingFragmentDoc,
    "\n  query LandlordTestMyListings {\n    myListings {\n      ...LandlordTest_listing @unmask\n    }\n  }\n": typeof types.LandlordTestMyListingsDocument,
    "\n  query LandlordTestListingPage($id: ID!) {\n    property(id: $id) {\n      ...LandlordTest_listing @unmask\n    }\n    listingStatus(id: $id)\n  }\n": typeof types.LandlordTestListingPageDocument,
    "\n  query LandlordTestCityPriceCount($city: String!, $maxPrice: Int!) {\n    properties(filter: { city: $city, maxPrice: $maxPrice }, first: 1) {\n      totalCount\n    }\n  }\n": typeof types.LandlordTestCityPriceCountDocument,
    "\n  query LandlordTestCityCount($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          price\n        }\n      }\n    }\n  }\n": typeof types.LandlordTestCityCountDocument,
    "\n  mutation LandlordTestCreate($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": typeof types.LandlordTestCreateDocument,
    "\n  mutation LandlordTestUpdate($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.LandlordTestUpdateDocument,
    "\n  mutation LandlordTestPublish($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.LandlordTestPublishDocument,
    "\n  mutation LandlordTestUnpublish($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.LandlordTestUnpublishDocument,
    "\n  mutation LandlordTestDelete($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": typeof types.LandlordTestDeleteDocument,
    "\n  query LandlordTestSearchCards($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      edges {\n        node {\n          id\n          images\n          photos {\n            id\n            src\n            srcset\n          }\n        }\n      }\n    }\n  }\n": typeof types.LandlordTestSearchCardsDocument,
    "\n  mutation TestSendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors { code message field }\n    }\n  }\n": typeof types.TestSendOtpDocument,
    "\n  mutation TestVerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors { code message field }\n    }\n  }\n": typeof types.TestVerifyOtpDocument,
    "\n  mutation TestSignup($input: SignupInput!) {\n    signup(input: $input) {\n      user { id firstName lastName email phone isVerified }\n      errors { code message field }\n    }\n  }\n": typeof types.TestSignupDocument,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      user { id firstName email phone }\n      errors { code message field }\n    }\n  }\n": typeof types.TestLoginDocument,
    "\n  mutation TestLogout {\n    logout { ok }\n  }\n": typeof types.TestLogoutDocument,
    "\n  query TestMe {\n    me { id firstName lastName email phone isVerified }\n  }\n": typeof types.TestMeDocument,
    "\n  query TestProperties($filter: PropertyFilter, $sort: PropertySort, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities distanceKm }\n      }\n    }\n  }\n": typeof types.TestPropertiesDocument,
    "\n  query TestPropertiesWithDetails($filter: PropertyFilter, $first: Int) {\n    properties(filter: $filter, first: $first) {\n      edges { node { id description landlord { name email phone avatar } } }\n    }\n  }\n": typeof types.TestPropertiesWithDetailsDocument,
    "\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n      university\n      distanceKm\n      universityDetails { name city campus { lat lng } }\n    }\n  }\n": typeof types.TestPropertyDocument,
    "\n  query TestPropertyTerms($id: ID!) {\n    property(id: $id) {\n      id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly\n    }\n  }\n": typeof types.TestPropertyTermsDocument,
    "\n  query TestPropertiesTerms($filter: PropertyFilter, $sort: PropertySort, $first: Int) {\n    properties(filter: $filter, sort: $sort, first: $first) {\n      totalCount\n      edges {\n        node { id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly }\n      }\n    }\n  }\n": typeof types.TestPropertiesTermsDocument,
    "\n  query TestUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) { name city campus { lat lng } }\n  }\n": typeof types.TestUniversitiesDocument,
    "\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n": typeof types.TestSubmitContactDocument,
    "\n  query TestSavedProperties {\n    savedCount\n    savedProperties { id name isSaved }\n  }\n": typeof types.TestSavedPropertiesDocument,
    "\n  query TestIsSaved($id: ID!) {\n    property(id: $id) { id isSaved }\n  }\n": typeof types.TestIsSavedDocument,
    "\n  query TestSearchSaved($first: Int) {\n    properties(first: $first) { edges { node { id isSaved } } }\n  }\n": typeof types.TestSearchSavedDocument,
    "\n  fragment TestSavePayload on SavePropertyPayload {\n    property { id isSaved }\n    savedCount\n    errors { code message field }\n  }\n": typeof types.TestSavePayloadFragmentDoc,
    "\n  mutation TestSaveProperty($id: ID!) {\n    saveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n": typeof types.TestSavePropertyDocument,
    "\n  mutation TestUnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n": typeof types.TestUnsavePropertyDocument,
    "\n  query TestSuggestions($text: String!, $first: Int) {\n    suggestions(text: $text, first: $first) { kind name city }\n  }\n": typeof types.TestSuggestionsDocument,
    "\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n": typeof types.TestStorageStatusDocument,
    "\n  query TestCacheSearch($filter: PropertyFilter) {\n    properties(filter: $filter, first: 24) {\n      totalCount\n      edges {\n        node { id name price city university images }\n      }\n    }\n  }\n": typeof types.TestCacheSearchDocument,
    "\n  query TestCachePropertyHeader($id: ID!) {\n    property(id: $id) { id name price city university }\n  }\n": typeof types.TestCachePropertyHeaderDocument,
    "\n  query TestCachePropertyFull($id: ID!) {\n    property(id: $id) { id name description landlord { name } }\n  }\n": typeof types.TestCachePropertyFullDocument,
};
const documents: Documents = {
    "\n  fragment Header_user on User {\n    id\n    firstName\n  }\n": types.Header_UserFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": types.LogoutDocument,
    "\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n": types.StorageNoticeDocument,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n": types.SignupDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.SendOtpDocument,
    "\n  query Session {\n    me {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    savedCount\n  }\n": types.SessionDocument,
    "\n  query SessionCheck {\n    me {\n      id\n    }\n  }\n": types.SessionCheckDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  fragment StaySummary_booking on Booking {\n    moveIn\n    moveOut\n    months\n    total\n  }\n": types.StaySummary_BookingFragmentDoc,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n        reason\n        retryAfterSeconds\n      }\n    }\n  }\n": types.RequestBookingDocument,
    "\n  fragment ListingPayloadProblems on ListingPayload {\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n": types.ListingPayloadProblemsFragmentDoc,
    "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": types.PublishListingDocument,
    "\n  mutation UnpublishListing($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": types.UnpublishListingDocument,
    "\n  fragment PropertyCard_property on Property {\n    id\n    name\n    price\n    address\n    bedrooms\n    bathrooms\n    university\n    amenities\n    cover {\n      id\n      src\n      srcset\n    }\n    distanceKm\n    availableFrom\n    roomType\n    billsIncluded\n    ...SaveButton_property\n  }\n": types.PropertyCard_PropertyFragmentDoc,
    "\n  fragment SaveButton_property on Property {\n    id\n    name\n    isSaved\n  }\n": types.SaveButton_PropertyFragmentDoc,
    "\n  fragment SavedChange on SavePropertyPayload {\n    property {\n      id\n      isSaved\n    }\n    savedCount\n    errors {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n": types.SavedChangeFragmentDoc,
    "\n  mutation SaveProperty($id: ID!) {\n    saveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n": types.SavePropertyDocument,
    "\n  mutation UnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n": types.UnsavePropertyDocument,
    "\n  query SavedCount {\n    savedCount\n  }\n": types.SavedCountDocument,
    "\n  fragment LocationMap_property on Property {\n    id\n    name\n    price\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n    universityDetails {\n      name\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n": types.LocationMap_PropertyFragmentDoc,
    "\n  fragment SearchMap_property on Property {\n    id\n    name\n    price\n    images\n    university\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n  }\n": types.SearchMap_PropertyFragmentDoc,
    "\n  query SearchMapUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) {\n      name\n      city\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n": types.SearchMapUniversitiesDocument,
    "\n  subscription ConversationEvents($after: String) {\n    conversationEvents(after: $after) {\n      cursor\n      unreadConversationCount\n      message {\n        id\n        bookingLine {\n          change\n        }\n      }\n    }\n  }\n": types.ConversationEventsDocument,
    "\n  query UnreadConversations {\n    unreadConversationCount\n  }\n": types.UnreadConversationsDocument,
    "\n  query PlaceSuggestions($text: String!) {\n    suggestions(text: $text) {\n      kind\n      name\n      city\n    }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  fragment AccountDetails_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n": types.AccountDetails_UserFragmentDoc,
    "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  query AccountPage {\n    me {\n      id\n      email\n      phone\n      ...AccountDetails_user\n    }\n  }\n": types.AccountPageDocument,
    "\n  query AccountExport {\n    accountExport\n  }\n": types.AccountExportDocument,
    "\n  mutation LogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.LogoutOtherDevicesDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  fragment BookingRow_booking on Booking {\n    id\n    status\n    listingName\n    listing {\n      id\n    }\n    ...StaySummary_booking\n    expiresAt\n    reply\n    declinedForOverlap\n  }\n": types.BookingRow_BookingFragmentDoc,
    "\n  query MyBookings {\n    myBookings {\n      id\n      ...BookingRow_booking\n    }\n  }\n": types.MyBookingsDocument,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query BookingRequests {\n    bookingRequests {\n      id\n      moveIn\n      ...RequestRow_booking\n    }\n  }\n": types.BookingRequestsDocument,
    "\n  query MyListings {\n    myListings {\n      id\n      ...ListingRow_listing\n    }\n  }\n": types.MyListingsDocument,
    "\n  fragment ListingForm_listing on Property {\n    id\n    name\n    description\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    price\n    deposit\n    bedrooms\n    bathrooms\n    roomType\n    amenities\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    billsIncluded\n    includedBills\n    billsEstimate\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n  }\n": types.ListingForm_ListingFragmentDoc,
    "\n  query ListingFormUniversities {\n    universities {\n      name\n      city\n    }\n  }\n": types.ListingFormUniversitiesDocument,
    "\n  query ListingToEdit($id: ID!) {\n    property(id: $id) {\n      id\n      isMine\n      ...ListingForm_listing @unmask\n    }\n  }\n": types.ListingToEditDocument,
    "\n  fragment ListingRow_listing on Property {\n    id\n    name\n    price\n    city\n    cover {\n      id\n      src\n      srcset\n    }\n    status\n  }\n": types.ListingRow_ListingFragmentDoc,
    "\n  fragment RequestRow_booking on Booking {\n    id\n    studentFirstName\n    listingName\n    ...StaySummary_booking\n    message\n    expiresAt\n  }\n": types.RequestRow_BookingFragmentDoc,
    "\n  mutation AcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n": types.AcceptBookingDocument,
    "\n  mutation DeclineBooking($id: ID!, $message: String) {\n    declineBooking(id: $id, message: $message) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n": types.DeclineBookingDocument,
    "\n  mutation DeleteListing($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.DeleteListingDocument,
    "\n  mutation CreateListing($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": types.CreateListingDocument,
    "\n  mutation UpdateListing($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        id\n        ...ListingForm_listing\n        ...ListingRow_listing\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n": types.UpdateListingDocument,
    "\n  fragment ConversationRow_conversation on Conversation {\n    id\n    listingName\n    otherName\n    myRole\n    lastMessageStart\n    lastBookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n    lastMessageAt\n    unread\n    listing {\n      id\n      cover {\n        id\n        src\n        srcset\n      }\n    }\n  }\n": types.ConversationRow_ConversationFragmentDoc,
    "\n  fragment MessageItem_message on Message {\n    id\n    text\n    senderName\n    isMine\n    sentAt\n    bookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n  }\n": types.MessageItem_MessageFragmentDoc,
    "\n  query Conversations($after: String) {\n    conversations(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConversationsDocument,
    "\n  query EarlierMessages($id: ID!, $before: String!) {\n    conversation(id: $id) {\n      id\n      messages(last: 50, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": types.EarlierMessagesDocument,
    "\n  query Thread($id: ID!) {\n    conversation(id: $id) {\n      id\n      listingName\n      otherName\n      myRole\n      unread\n      listing {\n        id\n      }\n      messages(last: 50) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n": types.ThreadDocument,
    "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation {\n        id\n        unread\n      }\n      unreadConversationCount\n      errors {\n        code\n      }\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  mutation SendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message {\n        id\n        ...MessageItem_message\n      }\n      conversation {\n        id\n        lastMessageStart\n        lastMessageAt\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.SendMessageDocument,
    "\n  fragment BookPanel_property on Property {\n    id\n    price\n    billsIncluded\n    billsEstimate\n    deposit\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    isMine\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n": types.BookPanel_PropertyFragmentDoc,
    "\n  fragment ContactBar_property on Property {\n    id\n    price\n    isMine\n  }\n": types.ContactBar_PropertyFragmentDoc,
    "\n  fragment ContactForm_property on Property {\n    id\n    name\n  }\n": types.ContactForm_PropertyFragmentDoc,
    "\n  fragment ContactForm_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n": types.ContactForm_UserFragmentDoc,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.SubmitContactFormDocument,
    "\n  fragment OwnerBanner_property on Property {\n    id\n    status\n    isMine\n  }\n": types.OwnerBanner_PropertyFragmentDoc,
    "\n  fragment OwnerCard_property on Property {\n    id\n    landlord {\n      name\n      email\n      phone\n      avatar\n    }\n  }\n": types.OwnerCard_PropertyFragmentDoc,
    "\n  fragment PriceBreakdown_property on Property {\n    id\n    price\n    billsIncluded\n    includedBills\n    billsEstimate\n    deposit\n    totalMonthly\n  }\n": types.PriceBreakdown_PropertyFragmentDoc,
    "\n  fragment PropertyAmenities_property on Property {\n    id\n    amenities\n  }\n": types.PropertyAmenities_PropertyFragmentDoc,
    "\n  fragment PropertyAvailability_property on Property {\n    id\n    roomType\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n": types.PropertyAvailability_PropertyFragmentDoc,
    "\n  fragment PropertyDescription_property on Property {\n    id\n    description\n  }\n": types.PropertyDescription_PropertyFragmentDoc,
    "\n  fragment PropertyGallery_property on Property {\n    id\n    name\n    photos {\n      id\n      src\n      srcset\n    }\n  }\n": types.PropertyGallery_PropertyFragmentDoc,
    "\n  fragment PropertyLocation_property on Property {\n    id\n    address\n    coordinates {\n      lat\n      lng\n    }\n    ...LocationMap_property\n  }\n": types.PropertyLocation_PropertyFragmentDoc,
    "\n  query ListingStatus($id: ID!) {\n    listingStatus(id: $id)\n  }\n": types.ListingStatusDocument,
    "\n  query PropertyPage($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      ...PropertyGallery_property\n      ...PropertySummary_property\n      ...PriceBreakdown_property\n      ...PropertyAvailability_property\n      ...PropertyDescription_property\n      ...PropertyAmenities_property\n      ...PropertyLocation_property\n      ...OwnerCard_property\n      ...ContactForm_property\n      ...ContactBar_property\n      ...BookPanel_property\n      ...SaveButton_property\n      ...OwnerBanner_property\n    }\n  }\n": types.PropertyPageDocument,
    "\n  fragment PropertySummary_property on Property {\n    id\n    name\n    address\n    university\n    price\n    bedrooms\n    bathrooms\n    distanceKm\n  }\n": types.PropertySummary_PropertyFragmentDoc,
    "\n  query SavedProperties {\n    savedProperties {\n      id\n      ...PropertyCard_property\n    }\n  }\n": types.SavedPropertiesDocument,
    "\n  query SearchProperties($filter: PropertyFilter, $sort: PropertySort!, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PropertyCard_property\n          ...SearchMap_property\n        }\n      }\n    }\n  }\n": types.SearchPropertiesDocument,
    "\n  mutation TestUpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user { id firstName lastName email phone }\n      errors { code message field }\n    }\n  }\n": types.TestUpdateAccountDocument,
    "\n  query TestAccountExport {\n    accountExport\n  }\n": types.TestAccountExportDocument,
    "\n  mutation TestLogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors { code message field }\n    }\n  }\n": types.TestLogoutOtherDevicesDocument,
    "\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors { code message field }\n    }\n  }\n": types.TestDeleteAccountDocument,
    "\n  mutation TestRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        months\n        rent\n        bills\n        deposit\n        total\n        moveIn\n        moveOut\n        message\n        studentFirstName\n        listingName\n        expiresAt\n        conversationId\n      }\n      errors {\n        code\n        message\n        field\n        reason\n      }\n    }\n  }\n": types.TestRequestBookingDocument,
    "\n  query TestMyBookings {\n    myBookings {\n      id\n      status\n      declinedForOverlap\n      reply\n      listing {\n        id\n      }\n      listingName\n      moveIn\n      moveOut\n      total\n      conversationId\n    }\n  }\n": types.TestMyBookingsDocument,
    "\n  query TestBookingRequests {\n    bookingRequests {\n      id\n      status\n      studentFirstName\n      months\n      total\n      message\n      expiresAt\n    }\n  }\n": types.TestBookingRequestsDocument,
    "\n  query TestBookedPeriods($id: ID!) {\n    property(id: $id) {\n      id\n      bookedPeriods {\n        moveIn\n        moveOut\n      }\n    }\n  }\n": types.TestBookedPeriodsDocument,
    "\n  query TestBookingLines($id: ID!) {\n    conversation(id: $id) {\n      messages(last: 100) {\n        edges {\n          node {\n            senderRole\n            ...MessageItem_message @unmask\n          }\n        }\n      }\n    }\n  }\n": types.TestBookingLinesDocument,
    "\n  query TestConversations($first: Int, $after: String) {\n    unreadConversationCount\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id listingName myRole otherName lastMessageStart lastBookingLine { change note } lastMessageAt unread listing { id name images } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.TestConversationsDocument,
    "\n  query TestThread($id: ID!, $last: Int, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      myRole\n      otherName\n      unread\n      messages(last: $last, before: $before, after: $after) {\n        edges { cursor node { id text senderRole senderName isMine sentAt } }\n        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n      }\n    }\n  }\n": types.TestThreadDocument,
    "\n  query TestUnreadConversationCount {\n    unreadConversationCount\n  }\n": types.TestUnreadConversationCountDocument,
    "\n  mutation TestSendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message { id text senderRole senderName isMine }\n      conversation { id lastMessageStart unread }\n      errors { code message field retryAfterSeconds }\n    }\n  }\n": types.TestSendMessageDocument,
    "\n  mutation TestMarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation { id unread }\n      unreadConversationCount\n      errors { code message field }\n    }\n  }\n": types.TestMarkConversationReadDocument,
    "\n  fragment LandlordTest_listing on Property {\n    id\n    name\n    description\n    price\n    deposit\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    images\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n    isMine\n    billsIncluded\n    includedBills\n    billsEstimate\n    landlord {\n      name\n      email\n    }\n  }\n": types.LandlordTest_ListingFragmentDoc,
    "\n  query LandlordTestMyListings {\n    myListings {\n      ...LandlordTest_listing @unmask\n    }\n  }\n": types.LandlordTestMyListingsDocument,
    "\n  query LandlordTestListingPage($id: ID!) {\n    property(id: $id) {\n      ...LandlordTest_listing @unmask\n    }\n    listingStatus(id: $id)\n  }\n": types.LandlordTestListingPageDocument,
    "\n  query LandlordTestCityPriceCount($city: String!, $maxPrice: Int!) {\n    properties(filter: { city: $city, maxPrice: $maxPrice }, first: 1) {\n      totalCount\n    }\n  }\n": types.LandlordTestCityPriceCountDocument,
    "\n  query LandlordTestCityCount($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          price\n        }\n      }\n    }\n  }\n": types.LandlordTestCityCountDocument,
    "\n  mutation LandlordTestCreate($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n": types.LandlordTestCreateDocument,
    "\n  mutation LandlordTestUpdate($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.LandlordTestUpdateDocument,
    "\n  mutation LandlordTestPublish($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.LandlordTestPublishDocument,
    "\n  mutation LandlordTestUnpublish($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.LandlordTestUnpublishDocument,
    "\n  mutation LandlordTestDelete($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n": types.LandlordTestDeleteDocument,
    "\n  query LandlordTestSearchCards($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      edges {\n        node {\n          id\n          images\n          photos {\n            id\n            src\n            srcset\n          }\n        }\n      }\n    }\n  }\n": types.LandlordTestSearchCardsDocument,
    "\n  mutation TestSendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors { code message field }\n    }\n  }\n": types.TestSendOtpDocument,
    "\n  mutation TestVerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors { code message field }\n    }\n  }\n": types.TestVerifyOtpDocument,
    "\n  mutation TestSignup($input: SignupInput!) {\n    signup(input: $input) {\n      user { id firstName lastName email phone isVerified }\n      errors { code message field }\n    }\n  }\n": types.TestSignupDocument,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      user { id firstName email phone }\n      errors { code message field }\n    }\n  }\n": types.TestLoginDocument,
    "\n  mutation TestLogout {\n    logout { ok }\n  }\n": types.TestLogoutDocument,
    "\n  query TestMe {\n    me { id firstName lastName email phone isVerified }\n  }\n": types.TestMeDocument,
    "\n  query TestProperties($filter: PropertyFilter, $sort: PropertySort, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities distanceKm }\n      }\n    }\n  }\n": types.TestPropertiesDocument,
    "\n  query TestPropertiesWithDetails($filter: PropertyFilter, $first: Int) {\n    properties(filter: $filter, first: $first) {\n      edges { node { id description landlord { name email phone avatar } } }\n    }\n  }\n": types.TestPropertiesWithDetailsDocument,
    "\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n      university\n      distanceKm\n      universityDetails { name city campus { lat lng } }\n    }\n  }\n": types.TestPropertyDocument,
    "\n  query TestPropertyTerms($id: ID!) {\n    property(id: $id) {\n      id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly\n    }\n  }\n": types.TestPropertyTermsDocument,
    "\n  query TestPropertiesTerms($filter: PropertyFilter, $sort: PropertySort, $first: Int) {\n    properties(filter: $filter, sort: $sort, first: $first) {\n      totalCount\n      edges {\n        node { id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly }\n      }\n    }\n  }\n": types.TestPropertiesTermsDocument,
    "\n  query TestUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) { name city campus { lat lng } }\n  }\n": types.TestUniversitiesDocument,
    "\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n": types.TestSubmitContactDocument,
    "\n  query TestSavedProperties {\n    savedCount\n    savedProperties { id name isSaved }\n  }\n": types.TestSavedPropertiesDocument,
    "\n  query TestIsSaved($id: ID!) {\n    property(id: $id) { id isSaved }\n  }\n": types.TestIsSavedDocument,
    "\n  query TestSearchSaved($first: Int) {\n    properties(first: $first) { edges { node { id isSaved } } }\n  }\n": types.TestSearchSavedDocument,
    "\n  fragment TestSavePayload on SavePropertyPayload {\n    property { id isSaved }\n    savedCount\n    errors { code message field }\n  }\n": types.TestSavePayloadFragmentDoc,
    "\n  mutation TestSaveProperty($id: ID!) {\n    saveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n": types.TestSavePropertyDocument,
    "\n  mutation TestUnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n": types.TestUnsavePropertyDocument,
    "\n  query TestSuggestions($text: String!, $first: Int) {\n    suggestions(text: $text, first: $first) { kind name city }\n  }\n": types.TestSuggestionsDocument,
    "\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n": types.TestStorageStatusDocument,
    "\n  query TestCacheSearch($filter: PropertyFilter) {\n    properties(filter: $filter, first: 24) {\n      totalCount\n      edges {\n        node { id name price city university images }\n      }\n    }\n  }\n": types.TestCacheSearchDocument,
    "\n  query TestCachePropertyHeader($id: ID!) {\n    property(id: $id) { id name price city university }\n  }\n": types.TestCachePropertyHeaderDocument,
    "\n  query TestCachePropertyFull($id: ID!) {\n    property(id: $id) { id name description landlord { name } }\n  }\n": types.TestCachePropertyFullDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Header_user on User {\n    id\n    firstName\n  }\n"): (typeof documents)["\n  fragment Header_user on User {\n    id\n    firstName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n"): (typeof documents)["\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment AuthPayloadFields on AuthPayload {\n    user {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...AuthPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    savedCount\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      ...Header_user\n      ...ContactForm_user\n    }\n    savedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionCheck {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query SessionCheck {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaySummary_booking on Booking {\n    moveIn\n    moveOut\n    months\n    total\n  }\n"): (typeof documents)["\n  fragment StaySummary_booking on Booking {\n    moveIn\n    moveOut\n    months\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n        reason\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n        reason\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPayloadProblems on ListingPayload {\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment ListingPayloadProblems on ListingPayload {\n    errors {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation PublishListing($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishListing($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishListing($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyCard_property on Property {\n    id\n    name\n    price\n    address\n    bedrooms\n    bathrooms\n    university\n    amenities\n    cover {\n      id\n      src\n      srcset\n    }\n    distanceKm\n    availableFrom\n    roomType\n    billsIncluded\n    ...SaveButton_property\n  }\n"): (typeof documents)["\n  fragment PropertyCard_property on Property {\n    id\n    name\n    price\n    address\n    bedrooms\n    bathrooms\n    university\n    amenities\n    cover {\n      id\n      src\n      srcset\n    }\n    distanceKm\n    availableFrom\n    roomType\n    billsIncluded\n    ...SaveButton_property\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveButton_property on Property {\n    id\n    name\n    isSaved\n  }\n"): (typeof documents)["\n  fragment SaveButton_property on Property {\n    id\n    name\n    isSaved\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedChange on SavePropertyPayload {\n    property {\n      id\n      isSaved\n    }\n    savedCount\n    errors {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment SavedChange on SavePropertyPayload {\n    property {\n      id\n      isSaved\n    }\n    savedCount\n    errors {\n      code\n      message\n      retryAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveProperty($id: ID!) {\n    saveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SaveProperty($id: ID!) {\n    saveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) {\n      ...SavedChange @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedCount {\n    savedCount\n  }\n"): (typeof documents)["\n  query SavedCount {\n    savedCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationMap_property on Property {\n    id\n    name\n    price\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n    universityDetails {\n      name\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LocationMap_property on Property {\n    id\n    name\n    price\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n    universityDetails {\n      name\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchMap_property on Property {\n    id\n    name\n    price\n    images\n    university\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n  }\n"): (typeof documents)["\n  fragment SearchMap_property on Property {\n    id\n    name\n    price\n    images\n    university\n    distanceKm\n    coordinates {\n      lat\n      lng\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMapUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) {\n      name\n      city\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchMapUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) {\n      name\n      city\n      campus {\n        lat\n        lng\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationEvents($after: String) {\n    conversationEvents(after: $after) {\n      cursor\n      unreadConversationCount\n      message {\n        id\n        bookingLine {\n          change\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationEvents($after: String) {\n    conversationEvents(after: $after) {\n      cursor\n      unreadConversationCount\n      message {\n        id\n        bookingLine {\n          change\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadConversations {\n    unreadConversationCount\n  }\n"): (typeof documents)["\n  query UnreadConversations {\n    unreadConversationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSuggestions($text: String!) {\n    suggestions(text: $text) {\n      kind\n      name\n      city\n    }\n  }\n"): (typeof documents)["\n  query PlaceSuggestions($text: String!) {\n    suggestions(text: $text) {\n      kind\n      name\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountDetails_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n"): (typeof documents)["\n  fragment AccountDetails_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user {\n        id\n        firstName\n        lastName\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage {\n    me {\n      id\n      email\n      phone\n      ...AccountDetails_user\n    }\n  }\n"): (typeof documents)["\n  query AccountPage {\n    me {\n      id\n      email\n      phone\n      ...AccountDetails_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountExport {\n    accountExport\n  }\n"): (typeof documents)["\n  query AccountExport {\n    accountExport\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingRow_booking on Booking {\n    id\n    status\n    listingName\n    listing {\n      id\n    }\n    ...StaySummary_booking\n    expiresAt\n    reply\n    declinedForOverlap\n  }\n"): (typeof documents)["\n  fragment BookingRow_booking on Booking {\n    id\n    status\n    listingName\n    listing {\n      id\n    }\n    ...StaySummary_booking\n    expiresAt\n    reply\n    declinedForOverlap\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      id\n      ...BookingRow_booking\n    }\n  }\n"): (typeof documents)["\n  query MyBookings {\n    myBookings {\n      id\n      ...BookingRow_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingRequests {\n    bookingRequests {\n      id\n      moveIn\n      ...RequestRow_booking\n    }\n  }\n"): (typeof documents)["\n  query BookingRequests {\n    bookingRequests {\n      id\n      moveIn\n      ...RequestRow_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyListings {\n    myListings {\n      id\n      ...ListingRow_listing\n    }\n  }\n"): (typeof documents)["\n  query MyListings {\n    myListings {\n      id\n      ...ListingRow_listing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingForm_listing on Property {\n    id\n    name\n    description\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    price\n    deposit\n    bedrooms\n    bathrooms\n    roomType\n    amenities\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    billsIncluded\n    includedBills\n    billsEstimate\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n  }\n"): (typeof documents)["\n  fragment ListingForm_listing on Property {\n    id\n    name\n    description\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    price\n    deposit\n    bedrooms\n    bathrooms\n    roomType\n    amenities\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    billsIncluded\n    includedBills\n    billsEstimate\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingFormUniversities {\n    universities {\n      name\n      city\n    }\n  }\n"): (typeof documents)["\n  query ListingFormUniversities {\n    universities {\n      name\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingToEdit($id: ID!) {\n    property(id: $id) {\n      id\n      isMine\n      ...ListingForm_listing @unmask\n    }\n  }\n"): (typeof documents)["\n  query ListingToEdit($id: ID!) {\n    property(id: $id) {\n      id\n      isMine\n      ...ListingForm_listing @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingRow_listing on Property {\n    id\n    name\n    price\n    city\n    cover {\n      id\n      src\n      srcset\n    }\n    status\n  }\n"): (typeof documents)["\n  fragment ListingRow_listing on Property {\n    id\n    name\n    price\n    city\n    cover {\n      id\n      src\n      srcset\n    }\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestRow_booking on Booking {\n    id\n    studentFirstName\n    listingName\n    ...StaySummary_booking\n    message\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment RequestRow_booking on Booking {\n    id\n    studentFirstName\n    listingName\n    ...StaySummary_booking\n    message\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptBooking($id: ID!) {\n    acceptBooking(id: $id) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineBooking($id: ID!, $message: String) {\n    declineBooking(id: $id, message: $message) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineBooking($id: ID!, $message: String) {\n    declineBooking(id: $id, message: $message) {\n      booking {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteListing($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteListing($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateListing($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CreateListing($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        id\n        status\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateListing($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        id\n        ...ListingForm_listing\n        ...ListingRow_listing\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateListing($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        id\n        ...ListingForm_listing\n        ...ListingRow_listing\n      }\n      ...ListingPayloadProblems @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationRow_conversation on Conversation {\n    id\n    listingName\n    otherName\n    myRole\n    lastMessageStart\n    lastBookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n    lastMessageAt\n    unread\n    listing {\n      id\n      cover {\n        id\n        src\n        srcset\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationRow_conversation on Conversation {\n    id\n    listingName\n    otherName\n    myRole\n    lastMessageStart\n    lastBookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n    lastMessageAt\n    unread\n    listing {\n      id\n      cover {\n        id\n        src\n        srcset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageItem_message on Message {\n    id\n    text\n    senderName\n    isMine\n    sentAt\n    bookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment MessageItem_message on Message {\n    id\n    text\n    senderName\n    isMine\n    sentAt\n    bookingLine {\n      change\n      moveIn\n      moveOut\n      months\n      total\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations($after: String) {\n    conversations(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Conversations($after: String) {\n    conversations(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...ConversationRow_conversation\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EarlierMessages($id: ID!, $before: String!) {\n    conversation(id: $id) {\n      id\n      messages(last: 50, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EarlierMessages($id: ID!, $before: String!) {\n    conversation(id: $id) {\n      id\n      messages(last: 50, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Thread($id: ID!) {\n    conversation(id: $id) {\n      id\n      listingName\n      otherName\n      myRole\n      unread\n      listing {\n        id\n      }\n      messages(last: 50) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Thread($id: ID!) {\n    conversation(id: $id) {\n      id\n      listingName\n      otherName\n      myRole\n      unread\n      listing {\n        id\n      }\n      messages(last: 50) {\n        edges {\n          cursor\n          node {\n            id\n            ...MessageItem_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation {\n        id\n        unread\n      }\n      unreadConversationCount\n      errors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation {\n        id\n        unread\n      }\n      unreadConversationCount\n      errors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message {\n        id\n        ...MessageItem_message\n      }\n      conversation {\n        id\n        lastMessageStart\n        lastMessageAt\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message {\n        id\n        ...MessageItem_message\n      }\n      conversation {\n        id\n        lastMessageStart\n        lastMessageAt\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookPanel_property on Property {\n    id\n    price\n    billsIncluded\n    billsEstimate\n    deposit\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    isMine\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n"): (typeof documents)["\n  fragment BookPanel_property on Property {\n    id\n    price\n    billsIncluded\n    billsEstimate\n    deposit\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    isMine\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactBar_property on Property {\n    id\n    price\n    isMine\n  }\n"): (typeof documents)["\n  fragment ContactBar_property on Property {\n    id\n    price\n    isMine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactForm_property on Property {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment ContactForm_property on Property {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactForm_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n"): (typeof documents)["\n  fragment ContactForm_user on User {\n    id\n    firstName\n    lastName\n    email\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnerBanner_property on Property {\n    id\n    status\n    isMine\n  }\n"): (typeof documents)["\n  fragment OwnerBanner_property on Property {\n    id\n    status\n    isMine\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnerCard_property on Property {\n    id\n    landlord {\n      name\n      email\n      phone\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment OwnerCard_property on Property {\n    id\n    landlord {\n      name\n      email\n      phone\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceBreakdown_property on Property {\n    id\n    price\n    billsIncluded\n    includedBills\n    billsEstimate\n    deposit\n    totalMonthly\n  }\n"): (typeof documents)["\n  fragment PriceBreakdown_property on Property {\n    id\n    price\n    billsIncluded\n    includedBills\n    billsEstimate\n    deposit\n    totalMonthly\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyAmenities_property on Property {\n    id\n    amenities\n  }\n"): (typeof documents)["\n  fragment PropertyAmenities_property on Property {\n    id\n    amenities\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyAvailability_property on Property {\n    id\n    roomType\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyAvailability_property on Property {\n    id\n    roomType\n    availableFrom\n    availableUntil\n    minStayMonths\n    maxStayMonths\n    bookedPeriods {\n      moveIn\n      moveOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyDescription_property on Property {\n    id\n    description\n  }\n"): (typeof documents)["\n  fragment PropertyDescription_property on Property {\n    id\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyGallery_property on Property {\n    id\n    name\n    photos {\n      id\n      src\n      srcset\n    }\n  }\n"): (typeof documents)["\n  fragment PropertyGallery_property on Property {\n    id\n    name\n    photos {\n      id\n      src\n      srcset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyLocation_property on Property {\n    id\n    address\n    coordinates {\n      lat\n      lng\n    }\n    ...LocationMap_property\n  }\n"): (typeof documents)["\n  fragment PropertyLocation_property on Property {\n    id\n    address\n    coordinates {\n      lat\n      lng\n    }\n    ...LocationMap_property\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingStatus($id: ID!) {\n    listingStatus(id: $id)\n  }\n"): (typeof documents)["\n  query ListingStatus($id: ID!) {\n    listingStatus(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PropertyPage($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      ...PropertyGallery_property\n      ...PropertySummary_property\n      ...PriceBreakdown_property\n      ...PropertyAvailability_property\n      ...PropertyDescription_property\n      ...PropertyAmenities_property\n      ...PropertyLocation_property\n      ...OwnerCard_property\n      ...ContactForm_property\n      ...ContactBar_property\n      ...BookPanel_property\n      ...SaveButton_property\n      ...OwnerBanner_property\n    }\n  }\n"): (typeof documents)["\n  query PropertyPage($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      ...PropertyGallery_property\n      ...PropertySummary_property\n      ...PriceBreakdown_property\n      ...PropertyAvailability_property\n      ...PropertyDescription_property\n      ...PropertyAmenities_property\n      ...PropertyLocation_property\n      ...OwnerCard_property\n      ...ContactForm_property\n      ...ContactBar_property\n      ...BookPanel_property\n      ...SaveButton_property\n      ...OwnerBanner_property\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertySummary_property on Property {\n    id\n    name\n    address\n    university\n    price\n    bedrooms\n    bathrooms\n    distanceKm\n  }\n"): (typeof documents)["\n  fragment PropertySummary_property on Property {\n    id\n    name\n    address\n    university\n    price\n    bedrooms\n    bathrooms\n    distanceKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedProperties {\n    savedProperties {\n      id\n      ...PropertyCard_property\n    }\n  }\n"): (typeof documents)["\n  query SavedProperties {\n    savedProperties {\n      id\n      ...PropertyCard_property\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProperties($filter: PropertyFilter, $sort: PropertySort!, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PropertyCard_property\n          ...SearchMap_property\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchProperties($filter: PropertyFilter, $sort: PropertySort!, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...PropertyCard_property\n          ...SearchMap_property\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user { id firstName lastName email phone }\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestUpdateAccount($input: AccountInput!) {\n    updateAccount(input: $input) {\n      user { id firstName lastName email phone }\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestAccountExport {\n    accountExport\n  }\n"): (typeof documents)["\n  query TestAccountExport {\n    accountExport\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestLogoutOtherDevices {\n    logoutOtherDevices {\n      ended\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestDeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deleted\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        months\n        rent\n        bills\n        deposit\n        total\n        moveIn\n        moveOut\n        message\n        studentFirstName\n        listingName\n        expiresAt\n        conversationId\n      }\n      errors {\n        code\n        message\n        field\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        months\n        rent\n        bills\n        deposit\n        total\n        moveIn\n        moveOut\n        message\n        studentFirstName\n        listingName\n        expiresAt\n        conversationId\n      }\n      errors {\n        code\n        message\n        field\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMyBookings {\n    myBookings {\n      id\n      status\n      declinedForOverlap\n      reply\n      listing {\n        id\n      }\n      listingName\n      moveIn\n      moveOut\n      total\n      conversationId\n    }\n  }\n"): (typeof documents)["\n  query TestMyBookings {\n    myBookings {\n      id\n      status\n      declinedForOverlap\n      reply\n      listing {\n        id\n      }\n      listingName\n      moveIn\n      moveOut\n      total\n      conversationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookingRequests {\n    bookingRequests {\n      id\n      status\n      studentFirstName\n      months\n      total\n      message\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query TestBookingRequests {\n    bookingRequests {\n      id\n      status\n      studentFirstName\n      months\n      total\n      message\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookedPeriods($id: ID!) {\n    property(id: $id) {\n      id\n      bookedPeriods {\n        moveIn\n        moveOut\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestBookedPeriods($id: ID!) {\n    property(id: $id) {\n      id\n      bookedPeriods {\n        moveIn\n        moveOut\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookingLines($id: ID!) {\n    conversation(id: $id) {\n      messages(last: 100) {\n        edges {\n          node {\n            senderRole\n            ...MessageItem_message @unmask\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestBookingLines($id: ID!) {\n    conversation(id: $id) {\n      messages(last: 100) {\n        edges {\n          node {\n            senderRole\n            ...MessageItem_message @unmask\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestConversations($first: Int, $after: String) {\n    unreadConversationCount\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id listingName myRole otherName lastMessageStart lastBookingLine { change note } lastMessageAt unread listing { id name images } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TestConversations($first: Int, $after: String) {\n    unreadConversationCount\n    conversations(first: $first, after: $after) {\n      edges {\n        cursor\n        node { id listingName myRole otherName lastMessageStart lastBookingLine { change note } lastMessageAt unread listing { id name images } }\n      }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestThread($id: ID!, $last: Int, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      myRole\n      otherName\n      unread\n      messages(last: $last, before: $before, after: $after) {\n        edges { cursor node { id text senderRole senderName isMine sentAt } }\n        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestThread($id: ID!, $last: Int, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      myRole\n      otherName\n      unread\n      messages(last: $last, before: $before, after: $after) {\n        edges { cursor node { id text senderRole senderName isMine sentAt } }\n        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUnreadConversationCount {\n    unreadConversationCount\n  }\n"): (typeof documents)["\n  query TestUnreadConversationCount {\n    unreadConversationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message { id text senderRole senderName isMine }\n      conversation { id lastMessageStart unread }\n      errors { code message field retryAfterSeconds }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSendMessage($conversationId: ID!, $text: String!) {\n    sendMessage(conversationId: $conversationId, text: $text) {\n      message { id text senderRole senderName isMine }\n      conversation { id lastMessageStart unread }\n      errors { code message field retryAfterSeconds }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestMarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation { id unread }\n      unreadConversationCount\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestMarkConversationRead($id: ID!) {\n    markConversationRead(id: $id) {\n      conversation { id unread }\n      unreadConversationCount\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LandlordTest_listing on Property {\n    id\n    name\n    description\n    price\n    deposit\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    images\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n    isMine\n    billsIncluded\n    includedBills\n    billsEstimate\n    landlord {\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment LandlordTest_listing on Property {\n    id\n    name\n    description\n    price\n    deposit\n    city\n    university\n    address\n    coordinates {\n      lat\n      lng\n    }\n    images\n    photos {\n      id\n      src\n      srcset\n    }\n    status\n    isMine\n    billsIncluded\n    includedBills\n    billsEstimate\n    landlord {\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordTestMyListings {\n    myListings {\n      ...LandlordTest_listing @unmask\n    }\n  }\n"): (typeof documents)["\n  query LandlordTestMyListings {\n    myListings {\n      ...LandlordTest_listing @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordTestListingPage($id: ID!) {\n    property(id: $id) {\n      ...LandlordTest_listing @unmask\n    }\n    listingStatus(id: $id)\n  }\n"): (typeof documents)["\n  query LandlordTestListingPage($id: ID!) {\n    property(id: $id) {\n      ...LandlordTest_listing @unmask\n    }\n    listingStatus(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordTestCityPriceCount($city: String!, $maxPrice: Int!) {\n    properties(filter: { city: $city, maxPrice: $maxPrice }, first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query LandlordTestCityPriceCount($city: String!, $maxPrice: Int!) {\n    properties(filter: { city: $city, maxPrice: $maxPrice }, first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordTestCityCount($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          price\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandlordTestCityCount($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          price\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LandlordTestCreate($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LandlordTestCreate($input: ListingInput!) {\n    createListing(input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n        retryAfterSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LandlordTestUpdate($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LandlordTestUpdate($id: ID!, $input: ListingInput!) {\n    updateListing(id: $id, input: $input) {\n      listing {\n        ...LandlordTest_listing @unmask\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LandlordTestPublish($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LandlordTestPublish($id: ID!) {\n    publishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LandlordTestUnpublish($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LandlordTestUnpublish($id: ID!) {\n    unpublishListing(id: $id) {\n      listing {\n        id\n        status\n      }\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LandlordTestDelete($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LandlordTestDelete($id: ID!) {\n    deleteListing(id: $id) {\n      deleted\n      errors {\n        code\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordTestSearchCards($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      edges {\n        node {\n          id\n          images\n          photos {\n            id\n            src\n            srcset\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandlordTestSearchCards($city: String!) {\n    properties(filter: { city: $city }, first: 100) {\n      edges {\n        node {\n          id\n          images\n          photos {\n            id\n            src\n            srcset\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestVerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestVerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSignup($input: SignupInput!) {\n    signup(input: $input) {\n      user { id firstName lastName email phone isVerified }\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSignup($input: SignupInput!) {\n    signup(input: $input) {\n      user { id firstName lastName email phone isVerified }\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      user { id firstName email phone }\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      user { id firstName email phone }\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestLogout {\n    logout { ok }\n  }\n"): (typeof documents)["\n  mutation TestLogout {\n    logout { ok }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMe {\n    me { id firstName lastName email phone isVerified }\n  }\n"): (typeof documents)["\n  query TestMe {\n    me { id firstName lastName email phone isVerified }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestProperties($filter: PropertyFilter, $sort: PropertySort, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities distanceKm }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestProperties($filter: PropertyFilter, $sort: PropertySort, $first: Int, $after: String) {\n    properties(filter: $filter, sort: $sort, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities distanceKm }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPropertiesWithDetails($filter: PropertyFilter, $first: Int) {\n    properties(filter: $filter, first: $first) {\n      edges { node { id description landlord { name email phone avatar } } }\n    }\n  }\n"): (typeof documents)["\n  query TestPropertiesWithDetails($filter: PropertyFilter, $first: Int) {\n    properties(filter: $filter, first: $first) {\n      edges { node { id description landlord { name email phone avatar } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n      university\n      distanceKm\n      universityDetails { name city campus { lat lng } }\n    }\n  }\n"): (typeof documents)["\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n      university\n      distanceKm\n      universityDetails { name city campus { lat lng } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPropertyTerms($id: ID!) {\n    property(id: $id) {\n      id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly\n    }\n  }\n"): (typeof documents)["\n  query TestPropertyTerms($id: ID!) {\n    property(id: $id) {\n      id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPropertiesTerms($filter: PropertyFilter, $sort: PropertySort, $first: Int) {\n    properties(filter: $filter, sort: $sort, first: $first) {\n      totalCount\n      edges {\n        node { id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestPropertiesTerms($filter: PropertyFilter, $sort: PropertySort, $first: Int) {\n    properties(filter: $filter, sort: $sort, first: $first) {\n      totalCount\n      edges {\n        node { id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) { name city campus { lat lng } }\n  }\n"): (typeof documents)["\n  query TestUniversities($city: String, $name: String) {\n    universities(city: $city, name: $name) { name city campus { lat lng } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSavedProperties {\n    savedCount\n    savedProperties { id name isSaved }\n  }\n"): (typeof documents)["\n  query TestSavedProperties {\n    savedCount\n    savedProperties { id name isSaved }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestIsSaved($id: ID!) {\n    property(id: $id) { id isSaved }\n  }\n"): (typeof documents)["\n  query TestIsSaved($id: ID!) {\n    property(id: $id) { id isSaved }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSearchSaved($first: Int) {\n    properties(first: $first) { edges { node { id isSaved } } }\n  }\n"): (typeof documents)["\n  query TestSearchSaved($first: Int) {\n    properties(first: $first) { edges { node { id isSaved } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestSavePayload on SavePropertyPayload {\n    property { id isSaved }\n    savedCount\n    errors { code message field }\n  }\n"): (typeof documents)["\n  fragment TestSavePayload on SavePropertyPayload {\n    property { id isSaved }\n    savedCount\n    errors { code message field }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSaveProperty($id: ID!) {\n    saveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n"): (typeof documents)["\n  mutation TestSaveProperty($id: ID!) {\n    saveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n"): (typeof documents)["\n  mutation TestUnsaveProperty($id: ID!) {\n    unsaveProperty(id: $id) { ...TestSavePayload @unmask }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSuggestions($text: String!, $first: Int) {\n    suggestions(text: $text, first: $first) { kind name city }\n  }\n"): (typeof documents)["\n  query TestSuggestions($text: String!, $first: Int) {\n    suggestions(text: $text, first: $first) { kind name city }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n"): (typeof documents)["\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCacheSearch($filter: PropertyFilter) {\n    properties(filter: $filter, first: 24) {\n      totalCount\n      edges {\n        node { id name price city university images }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestCacheSearch($filter: PropertyFilter) {\n    properties(filter: $filter, first: 24) {\n      totalCount\n      edges {\n        node { id name price city university images }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCachePropertyHeader($id: ID!) {\n    property(id: $id) { id name price city university }\n  }\n"): (typeof documents)["\n  query TestCachePropertyHeader($id: ID!) {\n    property(id: $id) { id name price city university }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestCachePropertyFull($id: ID!) {\n    property(id: $id) { id name description landlord { name } }\n  }\n"): (typeof documents)["\n  query TestCachePropertyFull($id: ID!) {\n    property(id: $id) { id name description landlord { name } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
