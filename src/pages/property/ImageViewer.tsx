import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../components/icons';
import { photoAttributes, type ShownPhoto } from '../../components/photoAttributes';
import { VisuallyHiddenText } from '../../components/Spinner';
import { theme } from '../../styles/theme';
import { useSwipe } from './useSwipe';

interface ImageViewerProps {
  images: readonly ShownPhoto[];
  name: string;
  startIndex: number;
  onClose: () => void;
}

const VIEWER_BACKGROUND = '#0a0a14';

const Dialog = styled.dialog`
  inset: 0;
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  overflow: hidden;
  /* Opaque, the backdrop too: nothing of the page shows through or around the photo. */
  background: ${VIEWER_BACKGROUND};
  color: #fff;
  padding: 1rem;
  gap: 0.75rem;
  grid-template-rows: auto minmax(0, 1fr) auto;
  /* minmax(0, 1fr): a long title wraps instead of pushing Close off a phone's screen. */
  grid-template-columns: minmax(0, 1fr);
  &[open] { display: grid; }
  &::backdrop { background: ${VIEWER_BACKGROUND}; }
  /* A modal dialog makes the page inert but still lets the wheel scroll it. */
  body:has(&:modal) { overflow: hidden; }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-width: 0;
  h2 { min-width: 0; margin: 0; font-size: 1rem; font-weight: 600; overflow-wrap: anywhere; }
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: 50%;
  border: 0;
  background: rgb(255 255 255 / 14%);
  color: #fff;
  cursor: pointer;
  &:hover { background: rgb(255 255 255 / 26%); }
`;

/**
 * The photo with the arrows beside it, never over it; on a phone the photo takes the screen's
 * width and the arrows sit under it. Horizontal swipes are the page's (touch-action), vertical
 * ones the browser's.
 */
const Stage = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'previous photo next';
  align-items: center;
  gap: 0.75rem;
  min-height: 0;
  touch-action: pan-y pinch-zoom;
  img {
    grid-area: photo;
    justify-self: center;
    width: 100%;
    height: 100%;
    min-height: 0;
    max-height: calc(100dvh - 11rem);
    object-fit: contain;
    user-select: none;
  }
  @media (max-width: ${theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
    grid-template-areas: 'photo photo' 'previous next';
    align-content: center;
    gap: 1rem 1.5rem;
    /* Edge to edge: the dialog's padding is for the title and the buttons. */
    margin-inline: -1rem;
    img { height: auto; max-height: calc(100dvh - 14rem); }
  }
`;

const Side = styled(RoundButton)<{ $side: 'previous' | 'next' }>`
  grid-area: ${({ $side }) => $side};
  @media (max-width: ${theme.breakpoints.sm}) {
    justify-self: ${({ $side }) => ($side === 'previous' ? 'end' : 'start')};
  }
`;

const Bottom = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  p { margin: 0; }
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.15rem;
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 32px;
  height: 32px;
  display: grid;
  place-items: center;
  border: 0;
  background: none;
  cursor: pointer;
  border-radius: 50%;
  &::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ $current }) => ($current ? '#fff' : 'rgb(255 255 255 / 40%)')};
    transform: scale(${({ $current }) => ($current ? 1.25 : 1)});
  }
`;

/**
 * The full-screen photo viewer, a native modal dialog: the browser makes the page behind inert,
 * closes it on Escape and returns focus to the opener. Previous and next wrap around; arrow keys
 * and swipes navigate.
 */
export function ImageViewer({ images, name, startIndex, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const { t } = useLingui();
  const position = index + 1;
  const showPhoto = (photo: number) => t`Show photo ${photo} of ${count}`;
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const go = (delta: number) => {
    setIndex((current) => (current + delta + count) % count);
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    // Strict Mode runs effects twice, and showModal() refuses a dialog that is already open.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Every way out goes through close(), so the browser restores focus before `close` unmounts us.
  const close = () => {
    dialogRef.current?.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      // The browser lets Tab leave the last button for its own toolbar; the viewer cycles instead.
      const buttons = [...event.currentTarget.querySelectorAll('button')];
      const [edge, wrapTo] = event.shiftKey ? [buttons[0], buttons.at(-1)] : [buttons.at(-1), buttons[0]];
      if (wrapTo && document.activeElement === edge) {
        event.preventDefault();
        wrapTo.focus();
      }
    }
  };

  const swipe = useSwipe({ onSwipe: go });

  const onBackdropClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && !swipe.justSwiped()) close();
  };

  return (
    // Keys are handled on the dialog itself; every key action also has a button.
    <Dialog ref={dialogRef} aria-labelledby={titleId} aria-modal="true" onClose={onClose} onKeyDown={onKeyDown} onClick={onBackdropClick}>
      <Top>
        <h2 id={titleId}>{t`${name} photos`}</h2>
        <RoundButton type="button" aria-label={t`Close photo viewer`} onClick={close}>
          <CloseIcon />
        </RoundButton>
      </Top>
      <Stage onClick={onBackdropClick} {...swipe.handlers}>
        <Side
          $side="previous"
          type="button"
          aria-label={t`Previous photo`}
          onClick={() => {
            go(-1);
          }}
        >
          <ChevronLeftIcon />
        </Side>
        <img {...photoAttributes(images[index]!, '100vw')} alt={t`${name}, photo ${position} of ${count}`} width={800} height={600} draggable={false} />
        <Side
          $side="next"
          type="button"
          aria-label={t`Next photo`}
          onClick={() => {
            go(1);
          }}
        >
          <ChevronRightIcon />
        </Side>
      </Stage>
      <Bottom>
        <p aria-live="polite">
          {position} / {count}
          <VisuallyHiddenText> {t({ message: 'photos', comment: 'Read after the counter "2 / 5" by screen readers' })}</VisuallyHiddenText>
        </p>
        <Dots role="group" aria-label={t`Choose a photo`}>
          {images.map((image, dotIndex) => (
            <Dot
              key={`${image.src}-${dotIndex}`}
              type="button"
              $current={dotIndex === index}
              aria-label={showPhoto(dotIndex + 1)}
              aria-current={dotIndex === index ? 'true' : undefined}
              onClick={() => {
                setIndex(dotIndex);
              }}
            />
          ))}
        </Dots>
      </Bottom>
    </Dialog>
  );
}
