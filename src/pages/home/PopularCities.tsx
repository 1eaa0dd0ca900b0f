import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { searchHref } from '../../features/search/searchHref';
import { cardGrid } from './cardGrid';
import { formatCount } from '../../i18n/format';

// docs/product.md#home fixes these counts; they are marketing figures, not the sample data's totals.
export const popularCities = [
  { name: 'Amsterdam', count: 156, photo: 3 },
  { name: 'Berlin', count: 234, photo: 8 },
  { name: 'Barcelona', count: 189, photo: 13 },
  { name: 'Paris', count: 298, photo: 22 },
  { name: 'London', count: 412, photo: 29 },
  { name: 'Rome', count: 167, photo: 36 },
] as const;

const Grid = styled.ul`
  ${cardGrid(3)}
  @media (max-width: 480px) { gap: 0.75rem; }
`;

const Card = styled(Link)`
  position: relative;
  display: block;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  box-shadow: ${theme.shadow.card};
  color: #fff;
  text-decoration: none;
  /* Shown until the lazy photo arrives, so the white caption is always readable. */
  background: linear-gradient(135deg, ${theme.colors.heroFrom}, ${theme.colors.heroTo});
  img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.3s ease; }
  &:hover img, &:focus-visible img { transform: scale(1.04); }
  @media (max-width: 480px) { aspect-ratio: 1 / 1; }
`;

const Caption = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  padding: 2.5rem 1.25rem 1.1rem;
  background: linear-gradient(to top, rgb(17 24 39 / 88%), rgb(17 24 39 / 0%));
  display: grid;
  strong { font-size: 1.45rem; line-height: 1.2; }
  span { font-size: 0.95rem; }
  @media (max-width: 480px) {
    padding: 2rem 0.85rem 0.8rem;
    strong { font-size: 1.15rem; }
    span { font-size: 0.85rem; }
  }
`;

export function PopularCities() {
  const { t, i18n } = useLingui();
  const caption = (count: number) => {
    const shown = formatCount(i18n.locale, count);
    return t({
      comment: 'A popular city card: how many listings it has (a marketing figure, always above 100)',
      message: plural(count, { one: `${shown} property`, other: `${shown} properties` }),
    });
  };
  return (
    <Grid>
      {popularCities.map((city) => (
        <li key={city.name}>
          <Card to={searchHref({ city: city.name })}>
            <img src={`/media/photo-${city.photo}.svg`} alt="" width={800} height={600} loading="lazy" />
            <Caption>
              <strong>{city.name}</strong>
              <span>{caption(city.count)}</span>
            </Caption>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
