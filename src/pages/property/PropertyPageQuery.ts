import { graphql } from '../../gql';
import type { PropertyPageQueryVariables } from '../../gql/graphql';

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

/**
 * The query's variables for the id in the page's URL, or null when the page asks nothing (a blank
 * id is the not-found page): the page and the server's render (src/prerender/pageQueries.ts) alike.
 */
export function propertyPageVariables(id: string): PropertyPageQueryVariables | null {
  return id.trim() === '' ? null : { id };
}
