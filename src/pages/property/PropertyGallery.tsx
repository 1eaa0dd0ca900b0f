import { useLingui } from '@lingui/react/macro';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { earlyKey } from '../../components/earlyKey';
import { photoAttributes } from '../../components/photoAttributes';
import { theme } from '../../styles/theme';
import { graphql } from '../../gql';
import type { PropertyGallery_PropertyFragment } from '../../gql/graphql';
import { ImageViewer } from './ImageViewer';

export const PropertyGalleryFragment = graphql(`
  fragment PropertyGallery_property on Property {
    id
    name
    photos {
      id
      src
      srcset
    }
  }
`);

/** The large photo and two thumbnails; the rest are behind '+N more'. */
const SHOWN = 3;

/** How wide the grid lays them out: two thirds and a third of the page's column, or a phone's width and half of it. */
const MAIN_PHOTO_SIZES = '(max-width: 640px) 100vw, 800px';
const THUMBNAIL_SIZES = '(max-width: 640px) 50vw, 400px';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  grid-template-rows: 1fr 1fr;
  gap: 0.6rem;
  aspect-ratio: 2 / 1;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
    grid-template-rows: auto auto;
    aspect-ratio: auto;
    gap: 0.4rem;
  }
`;

const Tile = styled.button<{ $main?: boolean }>`
  position: relative;
  padding: 0;
  border: 0;
  cursor: zoom-in;
  background: ${theme.colors.skeleton};
  overflow: hidden;
  min-height: 0;
  grid-row: ${({ $main }) => ($main ? 'span 2' : 'auto')};
  img { width: 100%; height: 100%; object-fit: cover; transition: transform 0.3s ease; }
  &:hover img { transform: scale(1.03); }
  &:focus-visible { outline-offset: -4px; }
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-row: auto;
    grid-column: ${({ $main }) => ($main ? 'span 2' : 'auto')};
    aspect-ratio: 4 / 3;
  }
`;

const MoreOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgb(17 24 39 / 60%);
  color: #fff;
  font-size: 1.4rem;
  font-weight: 700;
`;

export function PropertyGallery({ property }: { property: FragmentType<PropertyGallery_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: PropertyGalleryFragment, from: property });
  const [openAt, setOpenAt] = useState<number | null>(null);
  const { t } = useLingui();
  if (!complete) return null;
  const { photos: images, name } = data;
  const hidden = images.length - SHOWN;
  const total = images.length;

  return (
    <>
      <Grid {...earlyKey('gallery')}>
        {images.slice(0, SHOWN).map((image, index) => {
          const overlay = index === SHOWN - 1 && hidden > 0;
          const position = index + 1;
          return (
            <Tile
              key={`${image.id}-${index}`}
              type="button"
              $main={index === 0}
              aria-label={overlay ? t`Open photo ${position} of ${total} full screen, ${hidden} more` : t`Open photo ${position} of ${total} full screen`}
              onClick={() => {
                setOpenAt(index);
              }}
            >
              <img
                {...photoAttributes(image, index === 0 ? MAIN_PHOTO_SIZES : THUMBNAIL_SIZES)}
                alt={t`${name}, photo ${position}`}
                width={800}
                height={600}
                // The large photo is the page's largest paint: fetch it before anything else.
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              {overlay ? (
                <MoreOverlay aria-hidden="true">
                  {t({ message: `+${hidden} more`, comment: 'Over the third photo: how many more photos there are' })}
                </MoreOverlay>
              ) : null}
            </Tile>
          );
        })}
      </Grid>
      {openAt !== null ? (
        <ImageViewer
          images={images}
          name={name}
          startIndex={openAt}
          onClose={() => {
            setOpenAt(null);
          }}
        />
      ) : null}
    </>
  );
}
