import styled from 'styled-components';
import { pulse, Skeleton } from '../../components/Skeleton';
import { CardBody, CardFrame, CardGrid, CardMedia } from './cardStyles';

const PulsingFrame = styled(CardFrame)`
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

/** A card's shape while the list loads; hidden from screen readers, which hear 'Loading...'. */
export function PropertyCardSkeleton({ distance = false }: { distance?: boolean }) {
  return (
    <PulsingFrame aria-hidden="true" data-testid="property-card-skeleton">
      <CardMedia />
      <CardBody $distance={distance}>
        <Skeleton $width="40%" $height="1.4rem" />
        <Skeleton $width="75%" $height="1.15rem" />
        <Skeleton $width="90%" $height="0.95rem" />
        <Skeleton $width="55%" $height="1rem" />
        <Skeleton $width="50%" $height="0.9rem" />
        <Skeleton $width="60%" $height="0.9rem" />
        <Skeleton $width="45%" $height="0.9rem" />
        <Skeleton $width="65%" $height="0.9rem" />
        {distance ? <Skeleton $width="60%" $height="0.9rem" /> : null}
      </CardBody>
    </PulsingFrame>
  );
}

/** A grid of `count` skeleton cards where a list of cards will be; `distance` as the cards'. */
export function PropertyCardSkeletons({ count, distance = false }: { count: number; distance?: boolean }) {
  return (
    <CardGrid aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <PropertyCardSkeleton distance={distance} />
        </li>
      ))}
    </CardGrid>
  );
}
