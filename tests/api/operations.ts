/** The operations the API tests exercise, typed by codegen like any page's. */
import { graphql } from '../../src/gql';

export const SendOtp = graphql(`
  mutation TestSendOtp($input: SendOtpInput!) {
    sendOtp(input: $input) {
      sent
      contact
      expiresInSeconds
      errors { code message field }
    }
  }
`);

export const VerifyOtp = graphql(`
  mutation TestVerifyOtp($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
      verified
      verificationToken
      errors { code message field }
    }
  }
`);

export const Signup = graphql(`
  mutation TestSignup($input: SignupInput!) {
    signup(input: $input) {
      user { id firstName lastName email phone isVerified }
      errors { code message field }
    }
  }
`);

export const Login = graphql(`
  mutation TestLogin($input: LoginInput!) {
    login(input: $input) {
      user { id firstName email phone }
      errors { code message field }
    }
  }
`);

export const Logout = graphql(`
  mutation TestLogout {
    logout { ok }
  }
`);

export const Me = graphql(`
  query TestMe {
    me { id firstName lastName email phone isVerified }
  }
`);

export const Properties = graphql(`
  query TestProperties($filter: PropertyFilter, $sort: PropertySort, $first: Int, $after: String) {
    properties(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        cursor
        node { id name price bedrooms bathrooms city university images amenities distanceKm }
      }
    }
  }
`);

export const PropertiesWithDetails = graphql(`
  query TestPropertiesWithDetails($filter: PropertyFilter, $first: Int) {
    properties(filter: $filter, first: $first) {
      edges { node { id description landlord { name email phone avatar } } }
    }
  }
`);

export const PropertyDetail = graphql(`
  query TestProperty($id: ID!) {
    property(id: $id) {
      id
      name
      description
      address
      landlord { name email phone avatar }
      coordinates { lat lng }
      university
      distanceKm
      universityDetails { name city campus { lat lng } }
    }
  }
`);

export const PropertyTerms = graphql(`
  query TestPropertyTerms($id: ID!) {
    property(id: $id) {
      id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly
    }
  }
`);

export const PropertiesTerms = graphql(`
  query TestPropertiesTerms($filter: PropertyFilter, $sort: PropertySort, $first: Int) {
    properties(filter: $filter, sort: $sort, first: $first) {
      totalCount
      edges {
        node { id price availableFrom availableUntil minStayMonths maxStayMonths roomType billsIncluded includedBills billsEstimate deposit totalMonthly }
      }
    }
  }
`);

export const Universities = graphql(`
  query TestUniversities($city: String, $name: String) {
    universities(city: $city, name: $name) { name city campus { lat lng } }
  }
`);

export const SubmitContact = graphql(`
  mutation TestSubmitContact($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      ok
      errors { code message field }
    }
  }
`);

export const SavedProperties = graphql(`
  query TestSavedProperties {
    savedCount
    savedProperties { id name isSaved }
  }
`);

export const IsSaved = graphql(`
  query TestIsSaved($id: ID!) {
    property(id: $id) { id isSaved }
  }
`);

export const SearchSaved = graphql(`
  query TestSearchSaved($first: Int) {
    properties(first: $first) { edges { node { id isSaved } } }
  }
`);

export const SavePayload = graphql(`
  fragment TestSavePayload on SavePropertyPayload {
    property { id isSaved }
    savedCount
    errors { code message field }
  }
`);

export const SaveProperty = graphql(`
  mutation TestSaveProperty($id: ID!) {
    saveProperty(id: $id) { ...TestSavePayload @unmask }
  }
`);

export const UnsaveProperty = graphql(`
  mutation TestUnsaveProperty($id: ID!) {
    unsaveProperty(id: $id) { ...TestSavePayload @unmask }
  }
`);

export const Suggestions = graphql(`
  query TestSuggestions($text: String!, $first: Int) {
    suggestions(text: $text, first: $first) { kind name city }
  }
`);
