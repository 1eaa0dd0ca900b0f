import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState } from './ErrorState';
import { pulse, Skeleton } from './Skeleton';

/** A page's list of cards: the rows, and the grey rows standing in for them while loading. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const SkeletonList = styled(CardList)`
  animation: ${pulse} 1.6s ease-in-out infinite;
`;

interface ListStatesProps {
  /** What the query answered so far: undefined until it has. */
  count: number | undefined;
  /** The query's error; shown only while nothing was loaded (a failed refresh keeps the list). */
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  retrying: boolean;
  /** The height of a grey row, as tall as the page's own. */
  rowHeight: string;
  empty: ReactNode;
  /** The list, once it holds anything. */
  children: ReactNode;
}

/** A signed-in list page's states, in one order for every such page: its failure, grey rows while loading, its empty state, or the list. */
export function ListStates({ count, error, errorTitle, onRetry, retrying, rowHeight, empty, children }: ListStatesProps) {
  if (error && count === undefined) return <ErrorState title={errorTitle} onRetry={onRetry} retrying={retrying} error={error} />;
  if (count === undefined) {
    return (
      <SkeletonList aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton $height={rowHeight} $radius="16px" />
          </li>
        ))}
      </SkeletonList>
    );
  }
  return count === 0 ? empty : children;
}
