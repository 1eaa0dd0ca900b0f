import { useLingui } from '@lingui/react/macro';
import type { DragEvent, Ref } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../components/icons';
import { theme } from '../../styles/theme';
import { usePhotoThumbnail } from './usePhotoThumbnail';

/** What a tile's drag carries: its position, under a type of ours so that dropped files are told apart. */
export const PHOTO_DRAG_TYPE = 'application/x-campusnest-photo';

export type TileAction = 'left' | 'right' | 'remove';

const Tile = styled.li<{ $dragging: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  overflow: hidden;
  cursor: grab;
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
`;

const Picture = styled.div`
  aspect-ratio: 4 / 3;
  background: ${theme.colors.skeleton};
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const Cover = styled.span`
  position: absolute;
  top: 0.4rem;
  left: 0.4rem;
  padding: 0.15rem 0.5rem;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.25rem;
  padding: 0.25rem;
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${theme.colors.primarySoft}; }
  &:disabled { color: ${theme.colors.border}; cursor: not-allowed; }
  &[data-action='remove'] { color: ${theme.colors.danger}; }
`;

interface PhotoTileProps {
  id: string;
  /** The URL of a photo that is not an upload (a sample listing's image). */
  known?: string;
  index: number;
  count: number;
  dragging: boolean;
  onAction: (action: TileAction) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropOn: (from: number) => void;
  ref?: Ref<HTMLLIElement>;
}

export function PhotoTile({ id, known, index, count, dragging, onAction, onDragStart, onDragEnd, onDropOn, ref }: PhotoTileProps) {
  const { t } = useLingui();
  const thumbnail = usePhotoThumbnail(id, known);
  const position = index + 1;

  const dragStart = (event: DragEvent) => {
    event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
    event.dataTransfer.effectAllowed = 'move';
    onDragStart();
  };
  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const drop = (event: DragEvent) => {
    const from = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
    if (from === '') return;
    event.preventDefault();
    event.stopPropagation();
    onDropOn(Number(from));
  };

  return (
    <Tile ref={ref} $dragging={dragging} draggable onDragStart={dragStart} onDragEnd={onDragEnd} onDragOver={dragOver} onDrop={drop} data-photo-id={id}>
      <div role="group" aria-label={t`Photo ${position} of ${count}`}>
        <Picture>{thumbnail ? <img src={thumbnail} alt="" width={400} height={300} draggable={false} /> : null}</Picture>
        {index === 0 ? <Cover>{t`Cover photo`}</Cover> : null}
        <Actions>
          <IconButton
            type="button"
            data-action="left"
            aria-label={t`Move left`}
            title={t`Move left`}
            disabled={index === 0}
            onClick={() => {
              onAction('left');
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            type="button"
            data-action="right"
            aria-label={t`Move right`}
            title={t`Move right`}
            disabled={index === count - 1}
            onClick={() => {
              onAction('right');
            }}
          >
            <ChevronRightIcon />
          </IconButton>
          <IconButton
            type="button"
            data-action="remove"
            aria-label={t`Remove`}
            title={t`Remove`}
            onClick={() => {
              onAction('remove');
            }}
          >
            <CloseIcon />
          </IconButton>
        </Actions>
      </div>
    </Tile>
  );
}
