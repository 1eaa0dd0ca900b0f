import { graphql } from '../../src/gql';

export const ListingFields = graphql(`
  fragment LandlordTest_listing on Property {
    id
    name
    description
    price
    deposit
    city
    university
    address
    coordinates {
      lat
      lng
    }
    images
    status
    isMine
    billsIncluded
    includedBills
    billsEstimate
    landlord {
      name
      email
    }
  }
`);

export const MyListings = graphql(`
  query LandlordTestMyListings {
    myListings {
      ...LandlordTest_listing @unmask
    }
  }
`);

export const ListingPage = graphql(`
  query LandlordTestListingPage($id: ID!) {
    property(id: $id) {
      ...LandlordTest_listing @unmask
    }
    listingStatus(id: $id)
  }
`);

export const CityCount = graphql(`
  query LandlordTestCityCount($city: String!) {
    properties(filter: { city: $city }, first: 100) {
      totalCount
      edges {
        node {
          id
          price
        }
      }
    }
  }
`);

export const CreateListing = graphql(`
  mutation LandlordTestCreate($input: ListingInput!) {
    createListing(input: $input) {
      listing {
        ...LandlordTest_listing @unmask
      }
      errors {
        code
        message
        field
        retryAfterSeconds
      }
    }
  }
`);

export const UpdateListing = graphql(`
  mutation LandlordTestUpdate($id: ID!, $input: ListingInput!) {
    updateListing(id: $id, input: $input) {
      listing {
        ...LandlordTest_listing @unmask
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const PublishListing = graphql(`
  mutation LandlordTestPublish($id: ID!) {
    publishListing(id: $id) {
      listing {
        id
        status
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const UnpublishListing = graphql(`
  mutation LandlordTestUnpublish($id: ID!) {
    unpublishListing(id: $id) {
      listing {
        id
        status
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const DeleteListing = graphql(`
  mutation LandlordTestDelete($id: ID!) {
    deleteListing(id: $id) {
      deleted
      errors {
        code
        message
        field
      }
    }
  }
`);
