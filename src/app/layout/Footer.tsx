import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const quickLinks = [msg`About Us`, msg`How It Works`, msg`For Landlords`, msg`Support`];
const legalLinks = [msg`Privacy Policy`, msg`Terms of Service`, msg`Cookie Policy`, msg({ message: 'GDPR', comment: 'The EU data protection regulation, by its usual abbreviation' })];

function LinkGroup({ title, links }: { title: string; links: MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <Heading>{title}</Heading>
      <Links>
        {links.map((label) => (
          <li key={label.id}>
            {/* Placeholder pages (docs/product.md#layout): the links exist, their pages do not yet. */}
            <a href="#">{i18n._(label)}</a>
          </li>
        ))}
      </Links>
    </nav>
  );
}

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Wrapper>
      <Inner>
        <div>
          <Heading>CampusNest</Heading>
          <p>
            <Trans>
              Verified student accommodation in Europe&apos;s university cities. Search by city or university, compare
              prices and message landlords directly.
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
