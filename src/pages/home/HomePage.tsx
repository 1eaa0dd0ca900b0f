import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { Container } from '../../components/Container';
import { Features } from './Features';
import { PopularCities } from './PopularCities';
import { SearchBox } from './SearchBox';

const Hero = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgb(255 255 255 / 12%), transparent 40%),
    linear-gradient(135deg, ${theme.colors.heroFrom}, ${theme.colors.heroTo});
  color: #fff;
  padding: 4.5rem 0 5rem;
  @media (max-width: ${theme.breakpoints.sm}) { padding: 2.5rem 0 3rem; }
`;

const HeroInner = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  justify-items: start;
  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3.25rem);
    line-height: 1.1;
    max-width: 18ch;
    letter-spacing: -0.02em;
  }
  p { margin: 0; font-size: 1.15rem; max-width: 52ch; color: #e0e7ff; }
`;

const Section = styled.section`
  padding: 4rem 0 0;
  h2 { margin: 0 0 0.4rem; font-size: 1.8rem; letter-spacing: -0.01em; }
  @media (max-width: ${theme.breakpoints.sm}) { padding-top: 2.75rem; }
`;

const Lead = styled.p`
  margin: 0 0 1.75rem;
  color: ${theme.colors.muted};
`;

const Cta = styled.section`
  margin-top: 4rem;
  border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.colors.heroFrom}, ${theme.colors.heroTo});
  color: #fff;
  padding: 3rem 2rem;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  text-align: center;
  gap: 1.25rem;
  h2 { margin: 0; font-size: 1.8rem; }
  p { margin: 0; color: #e0e7ff; max-width: 50ch; }
  @media (max-width: ${theme.breakpoints.sm}) { padding: 2rem 0.75rem; h2 { font-size: 1.5rem; } }
`;

export function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`CampusNest · Student housing in Europe`}</title>
      <Hero aria-labelledby="hero-title">
        <HeroInner>
          <h1 id="hero-title">
            <Trans>Find your student home near campus</Trans>
          </h1>
          <p>
            <Trans>Verified rooms and apartments in Europe&apos;s university cities. Search by city or by university and message landlords directly.</Trans>
          </p>
          <SearchBox label={t`Find a property`} place="hero" />
        </HeroInner>
      </Hero>
      <Container>
        <Section aria-labelledby="why-title">
          <h2 id="why-title">
            <Trans>Why students choose CampusNest</Trans>
          </h2>
          <Lead>
            <Trans>Housing abroad is stressful enough. We make the search simple and safe.</Trans>
          </Lead>
          <Features />
        </Section>
        <Section aria-labelledby="cities-title">
          <h2 id="cities-title">
            <Trans>Popular cities</Trans>
          </h2>
          <Lead>
            <Trans>Where students are looking right now.</Trans>
          </Lead>
          <PopularCities />
        </Section>
        <Cta aria-labelledby="cta-title">
          <h2 id="cta-title">
            <Trans>Ready to find your new home?</Trans>
          </h2>
          <p>
            <Trans>Thousands of students have found a place to live through CampusNest. Start your search today.</Trans>
          </p>
          <SearchBox label={t`Start your search`} place="closing" />
        </Cta>
      </Container>
    </>
  );
}
