import { graphql } from '../../gql';

/**
 * The property route's query, composed from its sections' fragments. It sits in its own module so
 * the search page's cards can prefetch it on hover without loading the property page's code.
 */
export const PropertyPageQuery = graphql(`
  query PropertyPage($id: ID!) {
    property(id: $id) {
      id
      name
      ...PropertyGallery_property
      ...PropertySummary_property
      ...PriceBreakdown_property
      ...PropertyAvailability_property
      ...PropertyDescription_property
      ...PropertyAmenities_property
      ...PropertyLocation_property
      ...OwnerCard_property
      ...ContactForm_property
      ...ContactBar_property
      ...BookPanel_property
      ...SaveButton_property
      ...OwnerBanner_property
    }
  }
`);
