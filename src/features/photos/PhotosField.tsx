/**
 * The listing form's Photos field (docs/product.md#photos): 3 to 8 images, JPEG, PNG or WebP up to
 * 10 MB each, chosen or dropped, uploaded one by one with their progress, reordered by dragging or
 * with the tiles' buttons, the first being the cover. Its value is the kept photos' ids in order;
 * the form checks the count (`photoCountProblem`) and passes its message in `error`.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import { labelStyles } from '../../components/controlStyles';
import { theme } from '../../styles/theme';
import { PHOTO_TYPES } from '../../lib/photos';
import { PhotoTile, type TileAction } from './PhotoTile';
import { usePhotoUploads } from './usePhotoUploads';

const visuallyHidden =
  'position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.6rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { ${labelStyles} padding: 0; margin-bottom: 0.35rem; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Tiles = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Uploading = styled.li`
  display: grid;
  align-content: center;
  gap: 0.4rem;
  aspect-ratio: 4 / 3;
  padding: 0.6rem;
  border: 1px dashed ${theme.colors.inputBorder};
  border-radius: ${theme.radius.md};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  progress { width: 100%; accent-color: ${theme.colors.primary}; }
`;

const DropZone = styled.div<{ $over: boolean; $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  padding: 1.2rem 1rem;
  border: 2px dashed ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: ${theme.radius.md};
  background: ${({ $over }) => ($over ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${theme.colors.muted};
  text-align: center;
  input { ${visuallyHidden} }
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1.1rem;
    border: 2px solid ${theme.colors.primary};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
  label:hover { background: ${theme.colors.primarySoft}; }
  input:focus-visible + label { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const Problems = styled.div`
  display: grid;
  gap: 0.25rem;
  color: ${theme.colors.danger};
  font-size: 0.9rem;
  p { margin: 0; }
  &:empty { display: none; }
`;

const Announcer = styled.p`
  ${visuallyHidden}
`;

export interface PhotosFieldProps {
  /** The kept photos' ids, in order: the first is the cover. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The form's problem with the field (too few photos), shown beside it. */
  error?: string | null;
  /** The file input's id and name: the form focuses it for the field's error. */
  id?: string;
  name?: string;
  /** The URLs of photos in `value` that are not uploads (a sample listing's images), by id. */
  known?: ReadonlyMap<string, string>;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function PhotosField({ value, onChange, error, id, name = 'photos', known }: PhotosFieldProps) {
  const { t, i18n } = useLingui();
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const problemsId = `${inputId}-problems`;
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  const { pending, problems, add } = usePhotoUploads({
    value,
    onChange,
    onAdded: (file) => {
      setAnnouncement(t`${file} uploaded.`);
    },
  });

  // After a move or a removal by keyboard, focus stays with the photo (or goes to the next one).
  const tiles = useRef(new Map<string, HTMLLIElement>());
  const inputRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<{ id: string | null; action: TileAction } | null>(null);
  const setFocusNext = (next: { id: string | null; action: TileAction }) => {
    focusNext.current = next;
  };
  // After every render: the parent renders the field again with its new value.
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const tile = wanted.id === null ? undefined : tiles.current.get(wanted.id);
    if (!tile) {
      inputRef.current?.focus();
      return;
    }
    const button = tile.querySelector<HTMLButtonElement>(`button[data-action="${wanted.action}"]:not(:disabled)`);
    (button ?? tile.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    onChange(moved(value, from, to));
    const position = to + 1;
    const count = value.length;
    setAnnouncement(t`Photo moved to position ${position} of ${count}.`);
  };

  const act = (index: number, action: TileAction) => {
    const photo = value[index]!;
    if (action === 'remove') {
      onChange(value.filter((_, at) => at !== index));
      setAnnouncement(t`Photo removed.`);
      setFocusNext({ id: value[index + 1] ?? value[index - 1] ?? null, action: 'remove' });
      return;
    }
    move(index, action === 'left' ? index - 1 : index + 1);
    setFocusNext({ id: photo, action });
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.target.files ?? [])]);
    // The same file chosen again after a removal must fire a change.
    event.target.value = '';
  };

  const filesDragged = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const dragOver = (event: DragEvent) => {
    if (!filesDragged(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setFilesOver(true);
  };
  const drop = (event: DragEvent) => {
    if (!filesDragged(event)) return;
    event.preventDefault();
    setFilesOver(false);
    add([...event.dataTransfer.files]);
  };

  const described = [hintId, error || problems.length > 0 ? problemsId : null].filter(Boolean).join(' ');
  const count = value.length;

  return (
    <Fieldset aria-describedby={hintId}>
      <legend>{t`Photos`}</legend>
      <Hint id={hintId}>{t`Add 3 to 8 photos: JPEG, PNG or WebP, up to 10 MB each. The first is the cover photo.`}</Hint>
      {count + pending.length > 0 ? (
        <Tiles aria-label={t`Photos added`}>
          {value.map((photo, index) => (
            <PhotoTile
              key={photo}
              ref={(element) => {
                if (element) tiles.current.set(photo, element);
                else tiles.current.delete(photo);
              }}
              id={photo}
              known={known?.get(photo)}
              index={index}
              count={count}
              dragging={dragging === index}
              onAction={(action) => {
                act(index, action);
              }}
              onDragStart={() => {
                setDragging(index);
              }}
              onDragEnd={() => {
                setDragging(null);
              }}
              onDropOn={(from) => {
                setDragging(null);
                move(from, index);
              }}
            />
          ))}
          {pending.map((photo) => {
            const percent = Math.round(photo.progress * 100);
            const fileName = photo.name;
            return (
              <Uploading key={`pending-${photo.key}`}>
                <span>{t`Uploading ${fileName}`}</span>
                <progress max={100} value={percent} aria-label={t`Uploading ${fileName}`}>
                  {percent} %
                </progress>
              </Uploading>
            );
          })}
        </Tiles>
      ) : null}
      <DropZone
        $over={filesOver}
        $invalid={Boolean(error)}
        onDragOver={dragOver}
        onDragLeave={() => {
          setFilesOver(false);
        }}
        onDrop={drop}
      >
        <span>{t`Drag photos here, or`}</span>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={chosen}
        />
        <label htmlFor={inputId}>{t`Choose photos`}</label>
      </DropZone>
      <Problems id={problemsId} role="alert">
        {error ? <p>{error}</p> : null}
        {problems.map((problem) => (
          <p key={problem.key}>{i18n._(problem.message)}</p>
        ))}
      </Problems>
      <Announcer aria-live="polite">{announcement}</Announcer>
    </Fieldset>
  );
}
