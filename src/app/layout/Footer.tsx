import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { InfoPath } from '../../lib/infoPages';
import { Container } from '../../components/Container';
import { useHydrated } from '../../components/useHydrated';
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

interface FooterLink {
  path: InfoPath;
  label: MessageDescriptor;
}

const quickLinks: FooterLink[] = [
  { path: '/about', label: msg`About Us` },
  { path: '/how-it-works', label: msg`How It Works` },
  { path: '/for-landlords', label: msg`For Landlords` },
  { path: '/support', label: msg`Support` },
];
const legalLinks: FooterLink[] = [
  { path: '/privacy', label: msg`Privacy Policy` },
  { path: '/terms', label: msg`Terms of Service` },
  { path: '/cookies', label: msg`Cookie Policy` },
  { path: '/gdpr', label: msg({ message: 'GDPR', comment: 'The EU data protection regulation, by its usual abbreviation' }) },
];

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <Heading>{title}</Heading>
      <Links>
        {links.map(({ path, label }) => (
          <li key={path}>
            <Link to={path}>{i18n._(label)}</Link>
          </li>
        ))}
      </Links>
    </nav>
  );
}

export function Footer() {
  const { t } = useLingui();
  // The prerendered page's year while the app hydrates it, so both agree; this year from then on.
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <Wrapper>
      <Inner>
        <div>
          <Heading>CampusNest</Heading>
          <p>
            <Trans>
              Verified student accommodation in Europe&apos;s university cities. Search by city or university, compare prices and message landlords directly.
            </Trans>
          </p>
        </div>
        <LinkGroup title={t`Quick Links`} links={quickLinks} />
        <LinkGroup title={t({ message: 'Legal', comment: 'Footer group of legal links (privacy, terms)' })} links={legalLinks} />
      </Inner>
      <Copyright as="p">
        <Trans>© {year} CampusNest. All rights reserved.</Trans>
      </Copyright>
    </Wrapper>
  );
}
