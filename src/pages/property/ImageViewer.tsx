import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../components/icons';
import { VisuallyHiddenText } from '../../components/Spinner';

interface ImageViewerProps {
  images: readonly string[];
  name: string;
  startIndex: number;
  onClose: () => void;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgb(10 10 20 / 94%);
  color: #fff;
  display: grid;
  grid-template-rows: auto 1fr auto;
  padding: 1rem;
  gap: 0.75rem;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  h2 { margin: 0; font-size: 1rem; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
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

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 0;
  img { width: 100%; height: 100%; max-height: calc(100vh - 11rem); object-fit: contain; }
`;

const Side = styled(RoundButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0.25rem;
  transform: translateY(-50%);
  background: rgb(20 20 30 / 70%);
  &:hover { background: rgb(20 20 30 / 90%); }
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

const focusableSelector = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen photo viewer: a modal dialog (focus kept inside, the page behind made inert,
 * focus returned to the opener on close). Previous and next wrap around; arrow keys navigate.
 */
export function ImageViewer({ images, name, startIndex, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const go = (delta: number) => {
    setIndex((current) => (current + delta + count) % count);
  };

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // Everything else in <body> becomes inert, so neither Tab nor a screen reader wanders behind.
    const madeInert = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== dialog && !element.inert,
    );
    for (const element of madeInert) element.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      for (const element of madeInert) element.inert = false;
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // Keys are handled on the dialog itself; every key action also has a button.
    <Backdrop ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} onClick={onBackdropClick}>
      <Top>
        <h2 id={titleId}>{name} photos</h2>
        <RoundButton ref={closeRef} type="button" aria-label="Close photo viewer" onClick={onClose}>
          <CloseIcon />
        </RoundButton>
      </Top>
      <Stage onClick={onBackdropClick}>
        <img src={images[index]} alt={`${name}, photo ${index + 1} of ${count}`} width={800} height={600} />
        <Side $side="left" type="button" aria-label="Previous photo" onClick={() => { go(-1); }}>
          <ChevronLeftIcon />
        </Side>
        <Side $side="right" type="button" aria-label="Next photo" onClick={() => { go(1); }}>
          <ChevronRightIcon />
        </Side>
      </Stage>
      <Bottom>
        <p aria-live="polite">
          {index + 1} / {count}
          <VisuallyHiddenText> photos</VisuallyHiddenText>
        </p>
        <Dots role="group" aria-label="Choose a photo">
          {images.map((image, dotIndex) => (
            <Dot
              key={`${image}-${dotIndex}`}
              type="button"
              $current={dotIndex === index}
              aria-label={`Show photo ${dotIndex + 1} of ${count}`}
              aria-current={dotIndex === index ? 'true' : undefined}
              onClick={() => { setIndex(dotIndex); }}
            />
          ))}
        </Dots>
      </Bottom>
    </Backdrop>,
    document.body,
  );
}
