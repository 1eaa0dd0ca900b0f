import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { VisuallyHiddenText } from '../../components/Spinner';
import { graphql } from '../../gql';
import type { SearchMap_PropertyFragment } from '../../gql/graphql';
import { theme } from '../../styles/theme';
import type { MapLandmark, MapPin } from './mapData';
import { formatCount } from '../../i18n/format';
import { MapFrame } from './MapFrame';

export const SearchMapFragment = graphql(`
  fragment SearchMap_property on Property {
    id
    name
    price
    images
    university
    distanceKm
    coordinates {
      lat
      lng
    }
  }
`);

/** The landmarks: the universities of the searched city, or those the university text names. */
export const SearchMapUniversitiesQuery = graphql(`
  query SearchMapUniversities($city: String, $name: String) {
    universities(city: $city, name: $name) {
      name
      city
      campus {
        lat
        lng
      }
    }
  }
`);

const Region = styled.section`
  display: grid;
  gap: 0.4rem;
`;

const Caption = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

export interface SearchMapProps {
  /** The listings the list shows, in its order. */
  listings: ReadonlyArray<FragmentType<SearchMap_PropertyFragment>>;
  totalCount: number;
  /** The search's city and university texts, to find the landmarks and the chosen university. */
  city: string;
  university: string;
  /** Changes with the search (filters and sort), when the map fits the new results. */
  searchKey: string;
  /** The list has its results (not loading). */
  loaded: boolean;
  activeId: string | null;
  onActiveChange: (id: string | null) => void;
  height: string;
}

export function SearchMap({ listings, totalCount, city, university, searchKey, loaded, activeId, onActiveChange, height }: SearchMapProps) {
  const { data, complete } = useFragment({ fragment: SearchMapFragment, from: [...listings] });
  const { t, i18n } = useLingui();
  const universities = useQuery(SearchMapUniversitiesQuery, {
    // With a city, every university of it is a landmark; without one, only those the text names.
    variables: city ? { city } : { name: university || null },
  });
  const pins = useMemo<MapPin[]>(
    () =>
      (complete ? data : []).map((listing) => ({
        id: listing.id,
        name: listing.name,
        price: listing.price,
        lat: listing.coordinates.lat,
        lng: listing.coordinates.lng,
        image: listing.images[0] ?? '',
        university: listing.university,
        distanceKm: listing.distanceKm,
      })),
    [data, complete],
  );
  const landmarks = useMemo<MapLandmark[]>(() => {
    const text = university.trim().toLowerCase();
    return (universities.data?.universities ?? []).map((item) => ({
      name: item.name,
      lat: item.campus.lat,
      lng: item.campus.lng,
      chosen: text !== '' && item.name.toLowerCase().includes(text),
    }));
  }, [universities.data, university]);

  const mapCaption = (count: number) => {
    const shown = formatCount(i18n.locale, count);
    return t({
      message: plural(count, { one: `${shown} property on the map, priced per month.`, other: `${shown} properties on the map, priced per month.` }),
    });
  };
  const partialCaption = (loadedCount: number, total: number) => {
    const loadedShown = formatCount(i18n.locale, loadedCount);
    const totalShown = formatCount(i18n.locale, total);
    return t`The ${loadedShown} properties loaded in the list are on the map, of ${totalShown}. Load more in the list to see more.`;
  };

  return (
    <Region aria-labelledby="search-map-title">
      <VisuallyHiddenText as="h2" id="search-map-title">
        <Trans>Map of the results</Trans>
      </VisuallyHiddenText>
      <MapFrame
        render={(module) => (
          <module.SearchLeafletMap
            pins={pins}
            landmarks={landmarks}
            searchKey={searchKey}
            ready={loaded && universities.data !== undefined}
            activeId={activeId}
            onActiveChange={onActiveChange}
            showDistance={university.trim() !== ''}
          />
        )}
        height={height}
        failureHint={t`The list of properties still works.`}
        notice={loaded && pins.length === 0 ? t`No properties to show on the map` : null}
      />
      {loaded && pins.length > 0 ? <Caption>{pins.length === totalCount ? mapCaption(totalCount) : partialCaption(pins.length, totalCount)}</Caption> : null}
    </Region>
  );
}
