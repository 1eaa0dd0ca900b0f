import styled from 'styled-components';
import { Container } from '../../components/Container';
import { theme } from '../../styles/theme';
import { plainList } from '../../styles/plainList';

const Wrapper = styled.footer`
  background: ${theme.colors.footer};
  color: ${theme.colors.footerText};
  margin-top: 4rem;
`;

const Inner = styled(Container)`
  padding-block: 2.5rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: 2fr 1fr 1fr;
  p { margin: 0; max-width: 46ch; line-height: 1.6; }
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
    & > :first-child { grid-column: 1 / -1; }
  }
`;

const Heading = styled.h2`
  color: #fff;
  font-size: 1rem;
  margin: 0 0 0.75rem;
`;

const Links = styled.ul`
  ${plainList}
  display: grid;
  gap: 0.4rem;
  a { color: ${theme.colors.footerText}; text-decoration: none; display: inline-block; padding: 0.15rem 0; }
  a:hover { color: #fff; text-decoration: underline; }
`;

const Copyright = styled(Container)`
  padding-block: 1rem 2rem;
  border-top: 1px solid #374151;
  font-size: 0.9rem;
`;

const quickLinks = ['About Us', 'How It Works', 'For Landlords', 'Support'];
const legalLinks = ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'GDPR'];

function LinkGroup({ title, links }: { title: string; links: string[] }) {
  return (
    <nav aria-label={title}>
      <Heading>{title}</Heading>
      <Links>
        {links.map((label) => (
          <li key={label}>
            {/* Placeholder pages (docs/product.md#layout): the links exist, their pages do not yet. */}
            <a href="#">{label}</a>
          </li>
        ))}
      </Links>
    </nav>
  );
}

export function Footer() {
  return (
    <Wrapper>
      <Inner>
        <div>
          <Heading>CampusNest</Heading>
          <p>
            Verified student accommodation in Europe&apos;s university cities. Search by city or university, compare
            prices and message landlords directly.
          </p>
        </div>
        <LinkGroup title="Quick Links" links={quickLinks} />
        <LinkGroup title="Legal" links={legalLinks} />
      </Inner>
      <Copyright as="p">© {new Date().getFullYear()} CampusNest. All rights reserved.</Copyright>
    </Wrapper>
  );
}
