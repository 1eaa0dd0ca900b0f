import { createContext, use, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/** Starts loading what a path will need (its page's code, its data). The app says how; the default does nothing. */
export type Prefetch = (path: string) => void;

export const PrefetchContext = createContext<Prefetch>(() => undefined);

/** A link that starts loading its target when hovered or focused, since a click is then likely. */
export function PrefetchLink({ onMouseEnter, onFocus, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const prefetch = use(PrefetchContext);
  return (
    <Link
      {...props}
      onMouseEnter={(event) => {
        prefetch(props.to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch(props.to);
        onFocus?.(event);
      }}
    />
  );
}
