import { Trans } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { PropertyDescription_PropertyFragment } from '../../gql/graphql';
import { Panel } from './sectionStyles';

export const PropertyDescriptionFragment = graphql(`
  fragment PropertyDescription_property on Property {
    id
    description
  }
`);

const Text = styled.div`
  p { margin: 0 0 1rem; color: #374151; line-height: 1.7; }
  p:last-child { margin-bottom: 0; }
`;

/** Paragraphs are separated by blank lines in the API (schema: Property.description). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function PropertyDescription({ property }: { property: FragmentType<PropertyDescription_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PropertyDescriptionFragment, from: property });
  if (!complete) return null;
  return (
    <Panel aria-labelledby="description-title">
      <h2 id="description-title">
        <Trans>About this property</Trans>
      </h2>
      <Text>
        {paragraphs(data.description).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Text>
    </Panel>
  );
}
