import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { plainList } from '../../styles/plainList';
import { PrefetchLink } from '../../components/PrefetchLink';
import { BathIcon, BedIcon, ParkingIcon, PinIcon, SchoolIcon, WifiIcon } from '../../components/icons';
import { graphql } from '../../gql';
import { formatCount, formatDistance, formatPrice } from '../../i18n/format';
import type { PropertyCard_PropertyFragment } from '../../gql/graphql';
import { AvailableFrom } from './AvailableFrom';
import { CardBody, CardFrame, CardMedia } from './cardStyles';
import { roomTypeLabels } from './listingTermsLabels';
import { SaveButton } from './SaveButton';
import { photoAttributes } from '../../components/photoAttributes';
import { propertyHref } from './propertyHref';

/** A card is the phone's width, or a column of the search's grid (at most about 400 px). */
const CARD_PHOTO_SIZES = '(max-width: 640px) 100vw, 400px';

export const PropertyCardFragment = graphql(`
  fragment PropertyCard_property on Property {
    id
    name
    price
    address
    bedrooms
    bathrooms
    university
    amenities
    cover {
      id
      src
      srcset
    }
    distanceKm
    availableFrom
    roomType
    billsIncluded
    ...SaveButton_property
  }
`);

/**
 * The card is one click target, but holds two controls: the link (the listing's name) and the
 * heart. They are siblings, since a button may not sit inside a link; the link's ::after spreads
 * over the whole card and the heart sits above it.
 */
const Card = styled(CardFrame)`
  position: relative;
  transition: transform 0.2s ease, box-shadow 0.2s ease;
  &:hover { transform: translateY(-3px); box-shadow: ${theme.shadow.hover}; }
  &:hover img { transform: scale(1.03); }
  &:has(a:focus-visible) { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  img { transition: transform 0.3s ease; }
  ${CardMedia} { overflow: hidden; }
  /* Its pin on the map is hovered or focused. */
  &[data-active='true'] { box-shadow: 0 0 0 3px ${theme.colors.primary}, ${theme.shadow.hover}; }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover { transform: none; }
    img { transition: none; }
    &:hover img { transform: none; }
  }
`;

const CardLink = styled(PrefetchLink)`
  color: inherit;
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; z-index: 1; border-radius: ${theme.radius.lg}; }
  &:focus-visible { outline: none; }
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.3rem;
  font-weight: 800;
  color: ${theme.colors.price};
  span { font-size: 0.9rem; font-weight: 500; color: ${theme.colors.muted}; }
`;

const oneLine = `
  margin: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Name = styled.h2`
  ${oneLine}
  font-size: 1.08rem;
`;

const Address = styled.p`
  ${oneLine}
  color: ${theme.colors.muted};
  font-size: 0.92rem;
`;

const Facts = styled.ul`
  ${plainList}
  display: flex;
  gap: 0.8rem;
  align-items: center;
  font-size: 0.92rem;
  white-space: nowrap;
  overflow: hidden;
  li { display: inline-flex; align-items: center; gap: 0.3rem; }
  svg { color: ${theme.colors.primary}; }
`;

const Terms = styled.p`
  ${oneLine}
  font-size: 0.9rem;
  font-weight: 600;
`;

const Bills = styled.span`
  color: ${theme.colors.success};
  &::before { content: '·'; margin: 0 0.4rem; color: ${theme.colors.muted}; }
`;

const Available = styled.p`
  ${oneLine}
  font-size: 0.9rem;
`;

const More = styled.p`
  ${oneLine}
  font-size: 0.88rem;
  color: ${theme.colors.muted};
`;

const Near = styled.p`
  ${oneLine}
  font-size: 0.9rem;
  color: ${theme.colors.primary};
  font-weight: 600;
  display: flex;
  align-items: center;
  gap: 0.35rem;
  span { overflow: hidden; text-overflow: ellipsis; }
  svg { flex: none; }
`;

const Distance = styled(Near)`
  color: ${theme.colors.text};
  font-weight: 500;
`;

interface PropertyCardProps {
  property: FragmentType<PropertyCard_PropertyFragment>;
  /** Cards in the first row load their photo at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** A university is chosen: say how far the listing is from its campus. */
  showDistance?: boolean;
  /** Its pin on the map is hovered or focused. */
  active?: boolean;
  /** Hovering or focusing the card (its id), and leaving it (null): the map highlights the pin. */
  onActiveChange?: (id: string | null) => void;
}

export function PropertyCard({ property, eager = false, showDistance = false, active = false, onActiveChange }: PropertyCardProps) {
  const { data, complete } = useFragment({ fragment: PropertyCardFragment, fragmentName: 'PropertyCard_property', from: property });
  const location = useLocation();
  const { t, i18n } = useLingui();
  if (!complete) return null;
  const { locale } = i18n;
  const { bedrooms, bathrooms } = data;
  const beds = formatCount(locale, bedrooms);
  const baths = formatCount(locale, bathrooms);
  const more = formatCount(locale, data.amenities.length - 2);
  const distance = formatDistance(locale, data.distanceKm);
  const university = data.university;
  const name = data.name;

  const hasWifi = data.amenities.includes('WiFi');
  const hasParking = data.amenities.includes('Parking');
  const moreAmenities = data.amenities.length - 2;

  return (
    <Card
      data-active={active}
      onMouseEnter={() => onActiveChange?.(data.id)}
      onMouseLeave={() => onActiveChange?.(null)}
      onFocus={() => onActiveChange?.(data.id)}
      onBlur={() => onActiveChange?.(null)}
    >
      <CardMedia>
        {data.cover ? (
          <img
            {...photoAttributes(data.cover, CARD_PHOTO_SIZES)}
            alt={t`Photo of ${name}`}
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : null}
      </CardMedia>
      <CardBody $distance={showDistance}>
        <Price>
          {formatPrice(locale, data.price)}
          <span>{t({ message: '/month', comment: 'After a monthly rent, as in €459/month' })}</span>
        </Price>
        <Name>
          <CardLink to={propertyHref(data.id, location.search)} state={{ backTo: `${location.pathname}${location.search}` }}>
            {data.name}
          </CardLink>
        </Name>
        <Address>{data.address}</Address>
        <Facts>
          <li>
            <BedIcon size={18} />
            {t({ message: plural(bedrooms, { one: `${beds} bed`, other: `${beds} beds` }), comment: 'Bedrooms on a listing card, short' })}
          </li>
          <li>
            <BathIcon size={18} />
            {t({ message: plural(bathrooms, { one: `${baths} bath`, other: `${baths} baths` }), comment: 'Bathrooms on a listing card, short' })}
          </li>
          {hasWifi ? (
            <li>
              <WifiIcon size={18} label={t({ message: 'WiFi', comment: 'Icon label: the listing has wireless internet' })} />
            </li>
          ) : null}
          {hasParking ? (
            <li>
              <ParkingIcon size={18} label={t({ message: 'Parking', comment: 'Icon label: the listing has parking' })} />
            </li>
          ) : null}
        </Facts>
        <Terms>
          {i18n._(roomTypeLabels[data.roomType])}
          {data.billsIncluded ? <Bills>{t({ message: 'Bills included', comment: 'On a listing card: the rent includes bills' })}</Bills> : null}
        </Terms>
        <Available>
          <AvailableFrom date={data.availableFrom} />
        </Available>
        <More>
          {moreAmenities > 0
            ? t({
                comment: 'Amenities not shown on the card. English keeps "amenities" even for one (product brief).',
                message: plural(moreAmenities, { one: `+${more} more amenities`, other: `+${more} more amenities` }),
              })
            : ''}
        </More>
        <Near>
          <SchoolIcon size={16} />
          <span>{t`Near ${university}`}</span>
        </Near>
        {showDistance ? (
          <Distance>
            <PinIcon size={16} />
            <span>
              {t({
                message: `${distance} to ${university}`,
                comment: 'Straight-line distance to the main campus, as in "2.3 km to Free University of Berlin"',
              })}
            </span>
          </Distance>
        ) : null}
      </CardBody>
      <SaveButton property={data} />
    </Card>
  );
}
