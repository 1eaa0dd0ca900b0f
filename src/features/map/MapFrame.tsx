import { Trans, useLingui } from '@lingui/react/macro';
/**
 * Where a map goes: a box of fixed size that loads the Leaflet chunk (leafletMaps.tsx, with its
 * CSS and outline data) only when it renders, says so while it loads, and when the chunk fails
 * to download or the map fails to start, says so with a way to try again. The rest of the page
 * never depends on it.
 */
import { Component, Suspense, use, type ReactNode } from 'react';
import { useHydrated } from '../../components/useHydrated';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { MapIcon } from '../../components/icons';
import { theme } from '../../styles/theme';

export type MapsModule = typeof import('./leafletMaps');

let maps: Promise<MapsModule> | null = null;

/** The Leaflet chunk, downloaded once; a failure stays (every render sees the same rejection). */
function loadMaps(): Promise<MapsModule> {
  maps ??= import('./leafletMaps');
  return maps;
}

function LoadedMap({ render }: { render: (module: MapsModule) => ReactNode }) {
  return render(use(loadMaps()));
}

export const MapBox = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: #e8edf2;
  isolation: isolate;
`;

/** A short message over the map (nothing to show, say), which leaves the map usable around it. */
const Overlay = styled.p`
  position: absolute;
  z-index: 1000;
  /* Top, clear of the zoom buttons on the left. */
  top: 0.75rem;
  left: 3.5rem;
  right: 0.75rem;
  margin: 0;
  padding: 0.5rem 0.9rem;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  font-weight: 600;
  text-align: center;
`;

const Notice = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.6rem;
  padding: 1rem;
  text-align: center;
  color: ${theme.colors.muted};
  p { margin: 0; max-width: 28ch; }
  svg { color: ${theme.colors.primary}; }
`;

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface MapFrameProps {
  /** The map, from the chunk's components. */
  render: (module: MapsModule) => ReactNode;
  height: string;
  /** The sentence after "The map could not be loaded." */
  failureHint: string;
  /** A message over the loaded map, or null. */
  notice?: string | null;
}

export function MapFrame({ render, height, failureHint, notice = null }: MapFrameProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const failed = (
    <Notice role="alert">
      <MapIcon size={28} />
      <p>
        {t`The map could not be loaded.`} {failureHint}
      </p>
      {/* Browsers keep a failed module download for the page's life, so trying again means reloading
          the page; the search is in its URL. */}
      <Button
        type="button"
        $variant="secondary"
        onClick={() => {
          window.location.reload();
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </Notice>
  );
  const loading = (
    <Notice role="status">
      <MapIcon size={28} />
      <p>
        <Trans>Loading map...</Trans>
      </p>
    </Notice>
  );
  return (
    <MapBox $height={height}>
      <MapErrorBoundary fallback={failed}>
        {/* Leaflet needs a browser: the prerendered page, and the hydration of it, say the map is loading. */}
        {hydrated ? (
          <Suspense fallback={loading}>
            <LoadedMap render={render} />
            {notice === null ? null : <Overlay role="status">{notice}</Overlay>}
          </Suspense>
        ) : (
          loading
        )}
      </MapErrorBoundary>
    </MapBox>
  );
}
