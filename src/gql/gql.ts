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
    "\n  query Session {\n    me {\n      id\n      ...Header_user\n    }\n  }\n": typeof types.SessionDocument,
    "\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n": typeof types.StorageNoticeDocument,
    "\n  mutation TestSendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors { code message field }\n    }\n  }\n": typeof types.TestSendOtpDocument,
    "\n  mutation TestVerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors { code message field }\n    }\n  }\n": typeof types.TestVerifyOtpDocument,
    "\n  mutation TestSignup($input: SignupInput!) {\n    signup(input: $input) {\n      user { id firstName lastName email phone isVerified }\n      errors { code message field }\n    }\n  }\n": typeof types.TestSignupDocument,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      user { id firstName email phone }\n      errors { code message field }\n    }\n  }\n": typeof types.TestLoginDocument,
    "\n  mutation TestLogout {\n    logout { ok }\n  }\n": typeof types.TestLogoutDocument,
    "\n  query TestMe {\n    me { id firstName lastName email phone isVerified }\n  }\n": typeof types.TestMeDocument,
    "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities }\n      }\n    }\n  }\n": typeof types.TestPropertiesDocument,
    "\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n    }\n  }\n": typeof types.TestPropertyDocument,
    "\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n": typeof types.TestSubmitContactDocument,
    "\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n": typeof types.TestStorageStatusDocument,
};
const documents: Documents = {
    "\n  fragment Header_user on User {\n    id\n    firstName\n  }\n": types.Header_UserFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": types.LogoutDocument,
    "\n  query Session {\n    me {\n      id\n      ...Header_user\n    }\n  }\n": types.SessionDocument,
    "\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n": types.StorageNoticeDocument,
    "\n  mutation TestSendOtp($input: SendOtpInput!) {\n    sendOtp(input: $input) {\n      sent\n      contact\n      expiresInSeconds\n      errors { code message field }\n    }\n  }\n": types.TestSendOtpDocument,
    "\n  mutation TestVerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      verified\n      verificationToken\n      errors { code message field }\n    }\n  }\n": types.TestVerifyOtpDocument,
    "\n  mutation TestSignup($input: SignupInput!) {\n    signup(input: $input) {\n      user { id firstName lastName email phone isVerified }\n      errors { code message field }\n    }\n  }\n": types.TestSignupDocument,
    "\n  mutation TestLogin($input: LoginInput!) {\n    login(input: $input) {\n      user { id firstName email phone }\n      errors { code message field }\n    }\n  }\n": types.TestLoginDocument,
    "\n  mutation TestLogout {\n    logout { ok }\n  }\n": types.TestLogoutDocument,
    "\n  query TestMe {\n    me { id firstName lastName email phone isVerified }\n  }\n": types.TestMeDocument,
    "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities }\n      }\n    }\n  }\n": types.TestPropertiesDocument,
    "\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n    }\n  }\n": types.TestPropertyDocument,
    "\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n": types.TestSubmitContactDocument,
    "\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n": types.TestStorageStatusDocument,
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
export function graphql(source: "\n  query Session {\n    me {\n      id\n      ...Header_user\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      ...Header_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n"): (typeof documents)["\n  query StorageNotice {\n    storageStatus {\n      persistent\n    }\n  }\n"];
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
export function graphql(source: "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        cursor\n        node { id name price bedrooms bathrooms city university images amenities }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n    }\n  }\n"): (typeof documents)["\n  query TestProperty($id: ID!) {\n    property(id: $id) {\n      id\n      name\n      description\n      address\n      landlord { name email phone avatar }\n      coordinates { lat lng }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n"): (typeof documents)["\n  mutation TestSubmitContact($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      ok\n      errors { code message field }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n"): (typeof documents)["\n  query TestStorageStatus {\n    storageStatus { persistent }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
