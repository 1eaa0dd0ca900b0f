/**
 * What GraphiQL's first tab holds when it has nothing saved: a page of properties with what a
 * search card shows, and the sign-up flow in comments (its steps need a code only the console
 * knows). Arguments are inline: GraphiQL 5 ignores a default tab's variables. Lines stay under 45
 * characters, the editor's width on a 1280 px screen.
 */
export const defaultQuery = `# CampusNest's GraphiQL runs on the backend
# the app uses: the same sample data, the
# same store (this browser's localStorage)
# and the same delays.
#
# Run: Ctrl+Enter (Cmd+Enter on a Mac) or ▶.
# Docs of every type: the book icon.

query BerlinProperties {
  properties(
    filter: { city: "Berlin" }
    # A stay: moveIn: "2027-09-01",
    # moveOut: "2028-06-30", roomType: STUDIO
    first: 6
    # The next page: after: "<endCursor>"
  ) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        name
        price
        bedrooms
        bathrooms
        images
        address
        university
        amenities
        roomType
        availableFrom
        minStayMonths
        billsIncluded
        deposit
        totalMonthly
      }
    }
  }
}

# Signing up takes three mutations.
# Uncomment them (select, then Ctrl+/) and
# run them one at a time, picking each from
# the menu of the ▶ button:
#  1. SendCode "sends" the code to the
#     browser console (developer tools):
#     [CampusNest] Verification code for
#     ana@example.com: 123456
#  2. VerifyCode with that code answers a
#     single-use verificationToken.
#  3. SignUp with the token creates the
#     account and signs it in: back in the
#     app, the header greets Ana.
#
# mutation SendCode {
#   sendOtp(
#     input: {
#       type: EMAIL
#       contact: "ana@example.com"
#       intent: SIGNUP
#     }
#   ) {
#     sent
#     contact
#     expiresInSeconds
#     errors { code message field }
#   }
# }
#
# mutation VerifyCode {
#   verifyOtp(
#     input: {
#       type: EMAIL
#       contact: "ana@example.com"
#       code: "123456"
#     }
#   ) {
#     verified
#     verificationToken
#     errors { code message field }
#   }
# }
#
# mutation SignUp {
#   signup(
#     input: {
#       firstName: "Ana"
#       lastName: "Silva"
#       type: EMAIL
#       contact: "ana@example.com"
#       verificationToken: "<the token>"
#     }
#   ) {
#     user { id firstName lastName email }
#     errors { code message field }
#   }
# }
`;
