import { useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../components/useHydrated';
import { graphql } from '../../gql';
import type { LocationMap_PropertyFragment } from '../../gql/graphql';
import { MapBox, MapFrame } from './MapFrame';

export const LocationMapFragment = graphql(`
  fragment LocationMap_property on Property {
    id
    name
    price
    distanceKm
    coordinates {
      lat
      lng
    }
    universityDetails {
      name
      campus {
        lat
        lng
      }
    }
  }
`);

const HEIGHT = '260px';

/**
 * Shows `visible` once the element nears the viewport: the property page's map sits below the
 * fold, so its code and data load only when the reader gets near it.
 */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  // A browser that cannot tell shows the map at once, but only after hydration: the prerendered
  // page (rendered where there is no IntersectionObserver either) has the empty box.
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return [ref, near];
}

/** The property page's map: the listing, its university's main campus, and the straight line between them. */
export function LocationMap({ property }: { property: FragmentType<LocationMap_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: LocationMapFragment, from: property });
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { t } = useLingui();
  if (!complete) return null;
  const university = data.universityDetails;
  return (
    <div ref={ref}>
      {near ? (
        <MapFrame
          render={(module) => (
            <module.LocationLeafletMap
              home={{ name: data.name, lat: data.coordinates.lat, lng: data.coordinates.lng }}
              university={{ name: university.name, lat: university.campus.lat, lng: university.campus.lng, chosen: true }}
              distanceKm={data.distanceKm}
            />
          )}
          height={HEIGHT}
          failureHint={t`The coordinates above still say where it is.`}
        />
      ) : (
        <MapBox $height={HEIGHT} />
      )}
    </div>
  );
}
