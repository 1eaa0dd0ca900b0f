import { graphql } from '../../src/gql';
import type { ListingInput } from '../../src/gql/graphql';

/** A listing every rule accepts, in Berlin, with `overrides`. */
export const validInput = (overrides: Partial<ListingInput> = {}): ListingInput => ({
  name: 'Spree View Rooms',
  description: 'A bright room five minutes from the S-Bahn, with a desk and a shared kitchen.',
  city: 'Berlin',
  university: 'Humboldt University of Berlin',
  address: 'Torstraße 12, 10119 Berlin',
  coordinates: { lat: 52.53, lng: 13.4 },
  price: 650,
  deposit: 1300,
  bedrooms: 1,
  bathrooms: 1,
  roomType: 'PRIVATE_ROOM',
  amenities: ['WiFi', 'Kitchen'],
  availableFrom: '2027-09-01',
  availableUntil: null,
  minStayMonths: 6,
  maxStayMonths: null,
  billsIncluded: true,
  includedBills: ['INTERNET', 'HEATING'],
  billsEstimate: null,
  ...overrides,
});

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
    photos {
      id
      src
      srcset
    }
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

/** A city's total under a maximum price: the count a price-only filter takes (server: listing_price_groups). */
export const CityPriceCount = graphql(`
  query LandlordTestCityPriceCount($city: String!, $maxPrice: Int!) {
    properties(filter: { city: $city, maxPrice: $maxPrice }, first: 1) {
      totalCount
    }
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

export const SearchCards = graphql(`
  query LandlordTestSearchCards($city: String!) {
    properties(filter: { city: $city }, first: 100) {
      edges {
        node {
          id
          images
          photos {
            id
            src
            srcset
          }
        }
      }
    }
  }
`);
