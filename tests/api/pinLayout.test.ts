import { describe, expect, it } from 'vitest';
import { separateMarkers, type Box, type PlacedMarker } from '../../src/features/map/pinLayout';

/** A price pin 60 × 30 px standing above its point, as the search map draws one. */
const pinBox = (marker: PlacedMarker): Box =>
  marker.indexes.length === 1
    ? { left: marker.x - 30, right: marker.x + 30, top: marker.y - 37, bottom: marker.y - 7 }
    : { left: marker.x - 20, right: marker.x + 20, top: marker.y - 20, bottom: marker.y + 20 };
const pin = (index: number, x: number, y: number): PlacedMarker => ({ indexes: [index], x, y, clusterId: null });
const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("the search map's markers never hide each other", () => {
  it('leaves markers that do not meet as they are', () => {
    const markers = [pin(0, 0, 0), pin(1, 70, 0), pin(2, 0, 40)];
    expect(separateMarkers(markers, pinBox)).toEqual(markers);
  });

  it('merges two pins side by side, far enough apart for a distance rule, into one cluster at their middle', () => {
    // 50 px apart: wider than a 28 px cluster radius, narrower than a price pin.
    expect(separateMarkers([pin(0, 100, 100), pin(1, 150, 100)], pinBox)).toEqual([{ indexes: [0, 1], x: 125, y: 100, clusterId: null }]);
  });

  it('keeps merging until nothing meets, weighting a cluster by its pins', () => {
    const cluster: PlacedMarker = { indexes: [3, 4, 5], x: 200, y: 200, clusterId: 9 };
    const result = separateMarkers([pin(0, 100, 100), pin(1, 150, 100), pin(2, 125, 140), cluster, pin(6, 215, 200)], pinBox);
    expect(result.flatMap((marker) => marker.indexes).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const boxes = result.map(pinBox);
    boxes.forEach((a, i) => {
      boxes.slice(i + 1).forEach((b) => {
        expect(meet(a, b)).toBe(false);
      });
    });
    const merged = result.find((marker) => marker.indexes.includes(3))!;
    expect(merged.indexes).toEqual([3, 4, 5, 6]);
    expect(merged.x).toBeCloseTo((200 * 3 + 215) / 4);
  });
});
